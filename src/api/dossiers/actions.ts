import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { dossierKeys } from './list';
import type { DossierDetail } from './types';

/** The version read with the dossier travels with every change, so a stale screen gets 409 instead of overwriting. */
interface Versioned {
  id: number;
  version: number;
}

function useDossierMutation<TInput extends Versioned, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dossierKeys.all }),
  });
}

/** POST /dossiers/{id}/duplicate: answers with the new dossier. */
export function useDuplicateDossier() {
  return useDossierMutation(({ id, version }: Versioned) => api<DossierDetail>(`/dossiers/${id}/duplicate`, { method: 'POST', body: { version } }));
}

/** POST /dossiers/{id}/delete */
export function useDeleteDossier() {
  return useDossierMutation(({ id, version }: Versioned) => api<{ id: number }>(`/dossiers/${id}/delete`, { method: 'POST', body: { version } }));
}

/** POST /dossiers/{id}/cancel-introduced: the justification is required. */
export function useCancelDossier() {
  return useDossierMutation(({ id, version, justification }: Versioned & { justification: string }) =>
    api<DossierDetail>(`/dossiers/${id}/cancel-introduced`, { method: 'POST', body: { justification, version } }),
  );
}
