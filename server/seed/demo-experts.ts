import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { competences, contactCompetenceHistory, contactCompetences } from '../db/schema/index';
import { StatutChequeExpert } from '../../domain/labellisation';
import { addDays, labelExpiryFrom } from '../../domain/label-validity';
import type { PlateformeId } from '../../domain/platforms';
import { platformToday } from '../../domain/sme';
import { expertCompetenceCodes } from './demo-dossiers';

/** The demo competences were validated this long ago, for the default validity (LABEL_VALIDITY_MONTHS). */
const GRANTED_DAYS_AGO = 200;
const DEMO_VALIDITY_MONTHS = 36;

/**
 * The competences the provider's expert holds, eligible and asked by the provider: all the platform's demo
 * competences but the last (human resources on business vouchers), so that the competences step can show both a
 * covered competence and one no expert of the provider holds.
 */
export async function seedExpertCompetences(db: Db, expertContactId: number, organisationId: number, plateformeId: PlateformeId) {
  const held = await db
    .select({ id: competences.id })
    .from(competences)
    .where(and(inArray(competences.code, expertCompetenceCodes(plateformeId)), eq(competences.plateformeId, plateformeId)));
  const accordeLe = addDays(platformToday(), -GRANTED_DAYS_AGO);
  const expireLe = labelExpiryFrom(accordeLe, DEMO_VALIDITY_MONTHS);
  const at = new Date(`${accordeLe}T10:00:00Z`);
  await db
    .insert(contactCompetences)
    .values(held.map(({ id }) => ({ contactId: expertContactId, competenceId: id, organisationId, statut: StatutChequeExpert.ELIGIBLE, accordeLe, expireLe, updatedAt: at })));
  await db
    .insert(contactCompetenceHistory)
    .values(held.map(({ id }) => ({ contactId: expertContactId, competenceId: id, at, toStatut: StatutChequeExpert.ELIGIBLE, event: 'VALIDATE', expireLe })));
}
