import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competences, contactCompetences, contacts, xContacts } from '../../db/schema/index';
import { TypeContact } from '../../../domain/contact-types';
import { StatutChequeExpert } from '../../../domain/labellisation';
import { platformToday } from '../../../domain/sme';
import type { ExpertChoice } from '../../../domain/wire/wizard';
import { liveLinkOf } from '../../db/live-link';

/** The provider's experts: its validated, active Expert links. */
export function expertContacts(db: Db, organisationId: number) {
  return db
    .selectDistinct({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom, email: contacts.email })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(liveLinkOf({ organisationId }, [TypeContact.EXPERT]))
    .orderBy(asc(contacts.nom), asc(contacts.prenom));
}

/**
 * The provider's experts with the competences each holds: only an eligible competence (or one in renewal, still
 * valid until its last day) whose last day has not passed ("a competence that expires or is withdrawn stops being offered").
 */
export async function loadExperts(db: Db, organisationId: number, at = new Date()): Promise<ExpertChoice[]> {
  const experts = await expertContacts(db, organisationId);
  if (experts.length === 0) return [];
  const held = await db
    .select({ contactId: contactCompetences.contactId, id: competences.id, code: competences.code, libelle: competences.libelle })
    .from(contactCompetences)
    .innerJoin(competences, eq(competences.id, contactCompetences.competenceId))
    .where(
      and(
        inArray(contactCompetences.contactId, experts.map((e) => e.id)),
        inArray(contactCompetences.statut, [StatutChequeExpert.ELIGIBLE, StatutChequeExpert.EN_RENOUVELLEMENT]),
        or(isNull(contactCompetences.expireLe), gte(contactCompetences.expireLe, platformToday(at))),
      ),
    )
    .orderBy(asc(competences.libelle));
  return experts.map((e) => ({
    id: e.id,
    Prenom: e.prenom,
    Nom: e.nom,
    Email: e.email,
    competences: held.filter((h) => h.contactId === e.id).map(({ id, code, libelle }) => ({ id, code, libelle })),
  }));
}

/** Experts who hold at least one competence: a provider without any cannot staff a dossier. */
export function expertsWithCompetences(experts: readonly ExpertChoice[]): number {
  return experts.filter((e) => e.competences.length > 0).length;
}
