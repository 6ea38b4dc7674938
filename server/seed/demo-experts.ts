import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { competences, contactCompetences } from '../db/schema/index';
import type { PlateformeId } from '../../domain/platforms';
import { expertCompetenceCodes } from './demo-dossiers';

/**
 * The competences the provider's expert holds: all the platform's demo competences but the last (human resources
 * on business vouchers), so that the competences step can show both a covered competence and one no expert of
 * the provider holds.
 */
export async function seedExpertCompetences(db: Db, expertContactId: number, plateformeId: PlateformeId) {
  const held = await db
    .select({ id: competences.id })
    .from(competences)
    .where(and(inArray(competences.code, expertCompetenceCodes(plateformeId)), eq(competences.plateformeId, plateformeId)));
  await db.insert(contactCompetences).values(held.map(({ id }) => ({ contactId: expertContactId, competenceId: id })));
}
