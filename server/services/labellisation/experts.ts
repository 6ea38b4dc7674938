import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { contacts, demandesLabellisation, organisations, xContacts } from '../../db/schema/index';
import { forbidden, notFound } from '../../../domain/errors';
import { TypeContact } from '../../../domain/contact-types';
import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { DemandeListFilter } from '../../../domain/schemas/labellisation';
import type { CompetenceOption, ExpertItem, ExpertSummary } from '../../../domain/wire/competences';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { isExpertSelf, mayActOnCompetences } from '../../../machines/access/competenceAccess';
import { decidesLabellisation, givesOpinions, mayViewExpert } from '../../../machines/access/labellisationAccess';
import { expertContacts } from '../wizard/experts';
import { competenceOptions, expertVouchers } from './competences';
import { findProvider, inStatuts } from './read';
import { liveLinkOf } from '../../db/live-link';

/** The expert voucher recap of a provider: its experts, each with every competence it asked for them (all statuses, dates). */
export async function providerExperts(db: Db, caller: DossierCaller, organisationId: number): Promise<ExpertItem[]> {
  await findProvider(db, organisationId);
  if (!mayActOnCompetences(caller, organisationId, 'recap')) throw forbidden();
  const experts = await expertContacts(db, organisationId);
  const vouchers = await expertVouchers(db, experts.map((e) => e.id), organisationId);
  return experts.map((e) => ({ ...e, competences: vouchers.get(e.id)! }));
}

/** The competences the provider may ask for its experts, for whoever sees its expert voucher recap. */
export async function providerCompetenceOptions(db: Db, config: ServerConfig, caller: DossierCaller, organisationId: number): Promise<CompetenceOption[]> {
  await findProvider(db, organisationId);
  if (!mayActOnCompetences(caller, organisationId, 'recap')) throw forbidden();
  return competenceOptions(db, config, organisationId);
}

/** The providers a contact is a validated, active expert of. */
export function providersOfExpert(db: Db, expertId: number) {
  return db
    .selectDistinct({ id: organisations.id, nom: organisations.nomLong })
    .from(xContacts)
    .innerJoin(organisations, eq(organisations.id, xContacts.organisationId))
    .where(and(liveLinkOf({ contactId: expertId }, [TypeContact.EXPERT]), eq(organisations.typeOrganisationId, TypeOrganisation.PRESTATAIRE)))
    .orderBy(asc(organisations.nomLong));
}

/** The expert and their providers, or 404 to whoever may not see them (never saying whether the id exists). */
async function visibleExpert(db: Db, caller: DossierCaller, expertId: number) {
  const [[expert], providers] = await Promise.all([
    db.select({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom, email: contacts.email }).from(contacts).where(eq(contacts.id, expertId)),
    providersOfExpert(db, expertId),
  ]);
  if (!expert || !mayViewExpert(caller, expertId, providers.map((p) => p.id))) throw notFound();
  return { expert, providers };
}

/** The expert summary: who they are, their providers (and what the expert may do there), every competence of theirs. */
export async function expertSummary(db: Db, caller: DossierCaller, expertId: number): Promise<ExpertSummary> {
  const { expert, providers } = await visibleExpert(db, caller, expertId);
  const soi = isExpertSelf(caller, expertId);
  const vouchers = (await expertVouchers(db, [expertId])).get(expertId)!;
  return {
    expert,
    prestataires: providers.map((p) => ({
      ...p,
      actions: { create: soi && mayActOnCompetences(caller, p.id, 'create'), submit: soi && mayActOnCompetences(caller, p.id, 'submit') },
    })),
    competences: vouchers,
    soi,
  };
}

/**
 * The expert's competence validations a caller sees: all of them for the expert, the centres and the
 * administration; for a provider's contact, those of the providers whose competence validations they may list.
 */
export async function expertDemandeConditions(db: Db, caller: DossierCaller, expertId: number, filter: Pick<DemandeListFilter, 'statut'>): Promise<SQL | undefined> {
  const { providers } = await visibleExpert(db, caller, expertId);
  const own = and(eq(demandesLabellisation.expertId, expertId), eq(demandesLabellisation.type, TypeDemandeLabellisation.VALIDATION_COMPETENCE), inStatuts(filter.statut));
  if (isExpertSelf(caller, expertId) || givesOpinions(caller) || decidesLabellisation(caller)) return own;
  const listed = providers.filter((p) => mayActOnCompetences(caller, p.id, 'list')).map((p) => p.id);
  return and(own, inArray(demandesLabellisation.organisationId, listed.length ? listed : [0]));
}
