/**
 * "An expert contact is required, and the experts must hold all chosen competences" (spec section 5).
 * Read as: every chosen competence is held by at least one chosen expert, and every chosen expert holds at
 * least one of them (an expert who brings none of the dossier's competences has no place on it).
 */
export interface ExpertCompetences {
  nom: string;
  competenceIds: readonly number[];
}

export interface ChosenCompetence {
  id: number;
  libelle: string;
}

export function expertCoverageProblems(chosen: readonly ChosenCompetence[], experts: readonly ExpertCompetences[]): string[] {
  if (experts.length === 0) return ['Choisissez au moins un expert.'];
  const problems: string[] = [];
  for (const competence of chosen) {
    if (!experts.some((e) => e.competenceIds.includes(competence.id))) {
      problems.push(`Aucun expert choisi ne détient la compétence « ${competence.libelle} ».`);
    }
  }
  for (const expert of experts) {
    if (!chosen.some((c) => expert.competenceIds.includes(c.id))) {
      problems.push(`${expert.nom} ne détient aucune des compétences choisies.`);
    }
  }
  return problems;
}
