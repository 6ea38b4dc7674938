import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDemandePayload } from '../../../domain/schemas/labellisation';
import type { DemandeDetail } from '../../../domain/wire/labellisation';
import { create } from '../client';
import { labellisationKeys } from './keys';

/** POST /labellisation/prestataires/{id}/demandes: a new request in introduction (201, its detail). */
export function useCreateDemande(prestataireId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateDemandePayload) => create<DemandeDetail>(`/labellisation/prestataires/${prestataireId}/demandes`, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labellisationKeys.all }),
  });
}
