import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decisionBody, MANAGER_DECISIONS, type ManagerDecision } from '../../../machines/access/managerDecisions';
import { api, create } from '../client';
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
  return useDossierMutation(({ id, version }: Versioned) => create<DossierDetail>(`/dossiers/${id}/duplicate`, { version }));
}

/**
 * POST /dossiers/{id}/delete. Nothing may ask for the deleted dossier again (it would answer 404, shown as
 * an error): only the lists are refreshed, a read of its detail under way is cancelled, and `forget` drops
 * the detail from the cache once its screen is left (dropped while shown, the screen would ask again).
 */
export function useDeleteDossier() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, version }: Versioned) => api<{ id: number }>(`/dossiers/${id}/delete`, { method: 'POST', body: { version } }),
    onSuccess: (_, { id }) => queryClient.cancelQueries({ queryKey: dossierKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dossierKeys.lists }),
  });
  return { ...mutation, forget: (id: number) => queryClient.removeQueries({ queryKey: dossierKeys.detail(id) }) };
}

/** POST /dossiers/{id}/cancel-introduced: the justification is required. */
export function useCancelDossier() {
  return useDossierMutation(({ id, version, justification }: Versioned & { justification: string }) =>
    api<DossierDetail>(`/dossiers/${id}/cancel-introduced`, { method: 'POST', body: { justification, version } }),
  );
}

/** POST /dossiers/{id}/cancel-service: the provider cancels its performance (irreversible; the share is refunded). */
export function useCancelServiceByProvider() {
  return useDossierMutation(({ id, version, justification }: Versioned & { justification: string }) =>
    api<DossierDetail>(`/dossiers/${id}/cancel-service`, { method: 'POST', body: { justification, version } }),
  );
}

/** POST /gestion/dossiers/{id}/<decision>: a manager's decision, with the text it carries (machines/access/managerDecisions.ts). */
export function useManagerDecision() {
  return useDossierMutation(({ id, version, decision, text }: Versioned & { decision: ManagerDecision; text: string }) =>
    api<DossierDetail>(`/gestion/dossiers/${id}/${MANAGER_DECISIONS[decision].path}`, { method: 'POST', body: decisionBody(decision, version, text) }),
  );
}

/** POST /dossiers/{id}/submit-drc: the answer to the administration's request for information. */
export function useSubmitDrcAnswer() {
  return useDossierMutation(({ id, version, answer }: Versioned & { answer: string }) =>
    api<DossierDetail>(`/dossiers/${id}/submit-drc`, { method: 'POST', body: { answer, version } }),
  );
}
