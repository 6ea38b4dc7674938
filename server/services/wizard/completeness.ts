import { asc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { competences, dossierCompetences, dossierContacts } from '../../db/schema/index';
import { missingForValidation, prestationFacts } from '../../../domain/dossier-completeness';
import { beneficiaireIneligibility } from '../../../domain/eligibility';
import { TypeContact } from '../../../domain/contact-types';
import { expertCoverageProblems } from '../../../domain/expert-coverage';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { Completeness } from '../../../domain/wire/wizard';
import type { StoredDossier } from '../../db/rows';
import { loadExperts } from './experts';
import { voucherProblems } from '../../../domain/financing';
import { loadConsumption } from './financier';
import { loadOrganisationFacts } from './organisations';
import { prestataireProblems } from './prestataire';

async function beneficiaireProblems(db: Db, { row }: StoredDossier): Promise<string[]> {
  if (row.beneficiaireId === null) return [];
  const found = await loadOrganisationFacts(db, row.beneficiaireId);
  return found ? beneficiaireIneligibility(found.facts, row.uniteEtablissementId ?? undefined) : ['Organisation inconnue.'];
}

/** The dossier's experts against its competences, as the competences step checked them, with today's data. */
async function expertProblems(db: Db, { row }: StoredDossier, contacts: ReadonlyArray<{ contactId: number; typeContactId: number; typeOrganisationId: number }>) {
  const chosen = await db
    .select({ id: competences.id, libelle: competences.libelle })
    .from(dossierCompetences)
    .innerJoin(competences, eq(competences.id, dossierCompetences.competenceId))
    .where(eq(dossierCompetences.dossierId, row.id));
  const expertIds = contacts.filter((c) => c.typeOrganisationId === TypeOrganisation.PRESTATAIRE && c.typeContactId === TypeContact.EXPERT).map((c) => c.contactId);
  const experts = row.prestataireId === null ? [] : await loadExperts(db, row.prestataireId);
  const picked = experts.filter((e) => expertIds.includes(e.id));
  const problems = picked.length < expertIds.length ? ["Un des experts du dossier n'est plus un expert validé du prestataire."] : [];
  return [...problems, ...expertCoverageProblems(chosen, picked.map((e) => ({ nom: `${e.Prenom} ${e.Nom}`, competenceIds: e.competences.map((c) => c.id) })))];
}

/**
 * GET /dossiers/{id}/is-valid, and what POST /validate refuses: every screen's data present and every rule
 * of spec section 5 still holding with today's data (an organisation or an expert may have changed since the
 * screen was saved; the beneficiary may have consumed vouchers meanwhile).
 */
export async function dossierCompleteness(db: Db, config: ServerConfig, stored: StoredDossier, at = new Date()): Promise<Completeness> {
  const { row } = stored;
  const contacts = await db
    .select({ contactId: dossierContacts.contactId, typeContactId: dossierContacts.typeContactId, typeOrganisationId: dossierContacts.typeOrganisationId })
    .from(dossierContacts)
    .where(eq(dossierContacts.dossierId, row.id));
  const typesOn = (side: number) => contacts.filter((c) => c.typeOrganisationId === side).map((c) => c.typeContactId);
  const percentages = await db
    .select({ pourcentage: dossierCompetences.pourcentage })
    .from(dossierCompetences)
    .where(eq(dossierCompetences.dossierId, row.id))
    .orderBy(asc(dossierCompetences.competenceId));
  const manquants = missingForValidation({
    typeAideId: row.typeAideId,
    beneficiaireId: row.beneficiaireId,
    uniteEtablissementId: row.uniteEtablissementId,
    beneficiaireProblems: await beneficiaireProblems(db, stored),
    beneficiaireContactTypes: typesOn(TypeOrganisation.BENEFICIAIRE),
    prestataireId: row.prestataireId,
    prestataireProblems: row.prestataireId === null ? [] : ((await prestataireProblems(db, row.prestataireId)) ?? []),
    prestataireContactTypes: typesOn(TypeOrganisation.PRESTATAIRE),
    competencePercentages: percentages.map((p) => p.pourcentage),
    expertProblems: await expertProblems(db, stored, contacts),
    prestation: prestationFacts(row),
    montantTotal: row.montantTotal,
    montantCheque: row.montantCheque,
    montantProblems: row.montantCheque === null ? [] : voucherProblems(row.montantCheque, await loadConsumption(db, config, stored, at)),
  });
  return { valid: manquants.length === 0, manquants };
}
