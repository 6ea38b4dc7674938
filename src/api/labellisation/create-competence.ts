import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCompetenceDemandePayload, ExpertCompetenceDemandePayload } from '../../../domain/schemas/competences';
import type { DemandeItem } from '../../../domain/wire/labellisation';
import { create } from '../client';
import { labellisationKeys } from './keys';

/** Who creates an expert competence validation: a provider for one of its experts, or the expert for one of its providers. */
export type CompetenceRequestSide = { kind: 'prestataire'; prestataireId: number } | { kind: 'expert'; expertId: number };

export type CompetenceRequestInput = CreateCompetenceDemandePayload & ExpertCompetenceDemandePayload;

/**
 * POST /labellisation/prestataires/{id}/demandes-competences {expertId, …} or /labellisation/experts/{id}/demandes
 * {prestataireId, …}: a new request in introduction (201), or a 400 naming the field refused.
 */
export function useCreateCompetenceRequest(side: CompetenceRequestSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expertId, prestataireId, competenceIds, commentaire }: CompetenceRequestInput) =>
      side.kind === 'prestataire'
        ? create<DemandeItem>(`/labellisation/prestataires/${side.prestataireId}/demandes-competences`, { expertId, competenceIds, commentaire })
        : create<DemandeItem>(`/labellisation/experts/${side.expertId}/demandes`, { prestataireId, competenceIds, commentaire }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labellisationKeys.all }),
  });
}
