import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { competences, contactCompetences } from '../db/schema/index';

/**
 * The competences the provider's expert holds: all the demo competences but human resources, so that the
 * competences step can show both a covered competence and one no expert of the provider holds.
 */
const EXPERT_COMPETENCES = ['STRAT', 'NUM', 'ENERG', 'EXPORT'];

export async function seedExpertCompetences(db: Db, expertContactId: number) {
  const held = await db.select({ id: competences.id }).from(competences).where(inArray(competences.code, EXPERT_COMPETENCES));
  await db.insert(contactCompetences).values(held.map(({ id }) => ({ contactId: expertContactId, competenceId: id })));
}
