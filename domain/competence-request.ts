import { validate } from 'superstruct';
import { CreateCompetenceDemandePayload } from './schemas/competences';

/**
 * What an expert competence validation may ask for (spec section 4: "expert-competence requests need the provider
 * to hold recognitions"): the competences the creation's payload accepts (one at least, a bounded number, each once),
 * each on a thematic the provider holds a valid recognition on. The creation wizard's machine reads it before its
 * validation step; the server checks the same on the request it creates.
 */

/** A competence as the wizard offers it: the server says whether the provider's recognitions cover it, and why not. */
export interface CompetenceRequestChoice {
  id: number;
  libelle: string;
  couverte: boolean;
  raison: string | null;
}

/** Why these competences may not be asked together, one French sentence each; none when they may. */
export function competenceSelectionProblems(chosen: readonly CompetenceRequestChoice[]): string[] {
  const [failure] = validate(
    chosen.map((c) => c.id),
    CreateCompetenceDemandePayload.schema.competenceIds,
  );
  const problems = failure ? [failure.message] : [];
  for (const competence of chosen.filter((c) => !c.couverte)) {
    problems.push(competence.raison ?? `La compétence « ${competence.libelle} » ne peut pas être demandée : le prestataire ne détient pas de reconnaissance valide sur sa thématique.`);
  }
  return problems;
}
