import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionCheck, SubmittedGroup } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

/**
 * Where a group is submitted: a provider's recognitions (…/prestataires/{id}/soumissions), its experts'
 * competence validations (…/prestataires/{id}/soumissions-competences) or an expert's own (…/experts/{id}/soumissions).
 */
export type SubmissionPath = `/labellisation/${string}`;

/** POST <path>/verification: why the selection may not be submitted (nothing changes). */
export function useCheckSubmission(path: SubmissionPath) {
  return useMutation({
    mutationFn: (demandeIds: number[]) => api<SubmissionCheck>(`${path}/verification`, { method: 'POST', body: { demandeIds } }),
  });
}

/** POST <path>: the selection submitted as one group, or a 400 naming every broken rule. */
export function useSubmitGroup(path: SubmissionPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (demandeIds: number[]) => api<SubmittedGroup>(path, { method: 'POST', body: { demandeIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labellisationKeys.all }),
  });
}
