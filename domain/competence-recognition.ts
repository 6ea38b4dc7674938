/** What the rule reads of a competence: its name and the thematic it belongs to. */
export interface CompetenceOnThematic {
  libelle: string;
  thematique: { id: number; libelle: string } | null;
}

/**
 * "Expert-competence requests need the provider to hold recognitions" (spec section 4). Our reading: a competence
 * may be asked for (at the creation and again at the submission) only while the provider holds a valid
 * recognition on its thematic. Answers why not, in French, or null.
 */
export function competenceNotCovered(competence: CompetenceOnThematic, recognisedThematiqueIds: ReadonlySet<number>): string | null {
  if (competence.thematique === null) return `La compétence ${competence.libelle} ne relève d'aucune thématique : elle ne peut pas être demandée.`;
  if (recognisedThematiqueIds.has(competence.thematique.id)) return null;
  return `Le prestataire ne détient pas de reconnaissance valide sur la thématique « ${competence.thematique.libelle} » : la compétence ${competence.libelle} ne peut pas être demandée.`;
}

