import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionCheck } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

/** POST /labellisation/prestataires/{id}/soumissions/verification: why the selection may not be submitted (nothing changes). */
export function useCheckSubmission(prestataireId: number) {
  return useMutation({
    mutationFn: (demandeIds: number[]) => api<SubmissionCheck>(`/labellisation/prestataires/${prestataireId}/soumissions/verification`, { method: 'POST', body: { demandeIds } }),
  });
}

/** POST /labellisation/prestataires/{id}/soumissions: the selection submitted as one group, or a 400 naming every broken rule. */
export function useSubmitGroup(prestataireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (demandeIds: number[]) =>
      api<{ groupeId: number; demandeIds: number[] }>(`/labellisation/prestataires/${prestataireId}/soumissions`, { method: 'POST', body: { demandeIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labellisationKeys.all }),
  });
}
