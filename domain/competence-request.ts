/**
 * What an expert competence validation may ask for (spec section 4: "expert-competence requests need the provider
 * to hold recognitions"): one competence at least, a bounded number, each on a thematic the provider holds a valid
 * recognition on. The creation wizard's machine reads it before its validation step; the server checks the same
 * on the request it creates.
 */
export const COMPETENCES_PER_REQUEST_MAX = 20;

/** A competence as the wizard offers it: the server says whether the provider's recognitions cover it, and why not. */
export interface CompetenceChoice {
  id: number;
  libelle: string;
  couverte: boolean;
  raison: string | null;
}

/** Why these competences may not be asked together, one French sentence each; none when they may. */
export function competenceSelectionProblems(chosen: readonly CompetenceChoice[]): string[] {
  if (chosen.length === 0) return ['Choisissez au moins une compétence.'];
  const problems: string[] = [];
  if (chosen.length > COMPETENCES_PER_REQUEST_MAX) problems.push(`Au plus ${COMPETENCES_PER_REQUEST_MAX} compétences par demande.`);
  if (new Set(chosen.map((c) => c.id)).size !== chosen.length) problems.push('Une compétence ne peut être choisie qu’une fois.');
  for (const competence of chosen.filter((c) => !c.couverte)) {
    problems.push(competence.raison ?? `La compétence « ${competence.libelle} » ne peut pas être demandée : le prestataire ne détient pas de reconnaissance valide sur sa thématique.`);
  }
  return problems;
}
