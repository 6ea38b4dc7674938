import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dossierKeys } from '../dossiers/list';

/**
 * A wizard call that changes a dossier: the dossier's queries (detail, list, the wizard's look-ups) are
 * refreshed whether it succeeded or not, since a refusal (409) may mean the dossier changed meanwhile.
 */
export function useDossierMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dossierKeys.all }),
  });
}
