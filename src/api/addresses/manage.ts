import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '../../../domain/schemas/address';
import type { OrganisationAddress, OrganisationDetail } from '../../../domain/wire/organisations';
import { api } from '../client';
import { organisationRecordKeys } from '../organisations/detail';

export type AddressCall = { kind: 'add'; body: AddressInput } | { kind: 'update'; id: number; body: AddressInput } | { kind: 'delete'; id: number };

const pathOf = (call: AddressCall) => (call.kind === 'add' ? 'add' : `${call.id}/${call.kind}`);

/**
 * POST /organisations/{orgId}/address/add, /address/{id}/update, /address/{id}/delete. Each answers the
 * organisation's addresses as they now are, which the organisation's detail takes at once.
 */
export function useAddressCall(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: AddressCall) =>
      api<OrganisationAddress[]>(`/organisations/${organisationId}/address/${pathOf(call)}`, { method: 'POST', body: 'body' in call ? call.body : {} }),
    onSuccess: (x_adresses) => {
      queryClient.setQueryData<OrganisationDetail>(organisationRecordKeys.detail(organisationId), (detail) => detail && { ...detail, x_adresses });
    },
  });
}
