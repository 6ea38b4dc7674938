import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEMANDE_ACTIONS, type DemandeAction } from '../../../machines/access/labellisationAccess';
import type { AvisPayload, DemandeTextPayload, DemandeVersionPayload } from '../../../domain/schemas/labellisation';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

export type DemandeActionBody = DemandeTextPayload | DemandeVersionPayload | AvisPayload;

/**
 * POST /labellisation/demandes/{id}/<path> for each action of DEMANDE_ACTIONS (the server registers its routes
 * from the same table). The detail, the lists and the dashboard are read again after it, whatever the outcome:
 * a 409 means the screen was stale.
 */
export function useDemandeAction(demandeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: DemandeAction; body: DemandeActionBody }) =>
      api<DemandeDetail>(`/labellisation/demandes/${demandeId}/${DEMANDE_ACTIONS[action].path}`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: labellisationKeys.all }),
  });
}
