import { object, refine, type Infer } from 'superstruct';
import { atVersion, Id, IdList, Text } from './form-values';
import { LABELLISATION_TEXT_MAX_LENGTH } from './labellisation';

/** Payloads of the expert competence validations (README, Labellisation: expert competences). */

export const COMPETENCES_PER_REQUEST_MAX = 20;

const CompetenceIds = refine(IdList('Une compétence ne peut être choisie qu’une fois.'), 'competenceIds', (ids) => {
  if (ids.length === 0) return 'Choisissez au moins une compétence.';
  return ids.length <= COMPETENCES_PER_REQUEST_MAX || `Au plus ${COMPETENCES_PER_REQUEST_MAX} compétences par demande.`;
});

/** POST /labellisation/prestataires/{id}/demandes-competences: a provider asks to validate competences of one of its experts. */
export const CreateCompetenceDemandePayload = object({ expertId: Id, competenceIds: CompetenceIds, commentaire: Text(LABELLISATION_TEXT_MAX_LENGTH) });
export type CreateCompetenceDemandePayload = Infer<typeof CreateCompetenceDemandePayload>;

/** POST /labellisation/experts/{id}/demandes: an expert asks, for one of its providers, to validate its own competences. */
export const ExpertCompetenceDemandePayload = object({ prestataireId: Id, competenceIds: CompetenceIds, commentaire: Text(LABELLISATION_TEXT_MAX_LENGTH) });
export type ExpertCompetenceDemandePayload = Infer<typeof ExpertCompetenceDemandePayload>;

/** POST /labellisation/experts/{id}/competences/{competenceId}/withdraw: the administration withdraws a competence, with its reason. */
export const WithdrawCompetencePayload = atVersion({ texte: Text(LABELLISATION_TEXT_MAX_LENGTH) });
export type WithdrawCompetencePayload = Infer<typeof WithdrawCompetencePayload>;
