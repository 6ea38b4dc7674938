import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '../../../domain/schemas/address';
import type { OrganisationAddress, OrganisationDetail } from '../../../domain/wire/organisations';
import { api, create } from '../client';
import { organisationRecordKeys } from '../organisations/detail';

export type AddressCall = { kind: 'add'; body: AddressInput } | { kind: 'update'; id: number; body: AddressInput } | { kind: 'delete'; id: number };

/**
 * POST /organisations/{orgId}/address/add (a creating call, with its idempotency key), /address/{id}/update,
 * /address/{id}/delete. Each answers the organisation's addresses as they now are, which the organisation's detail
 * takes at once.
 */
export function useAddressCall(organisationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: AddressCall) =>
      call.kind === 'add'
        ? create<OrganisationAddress[]>(`/organisations/${organisationId}/address/add`, call.body)
        : api<OrganisationAddress[]>(`/organisations/${organisationId}/address/${call.id}/${call.kind}`, { method: 'POST', body: 'body' in call ? call.body : {} }),
    onSuccess: (x_adresses) => {
      queryClient.setQueryData<OrganisationDetail>(organisationRecordKeys.detail(organisationId), (detail) => detail && { ...detail, x_adresses });
    },
  });
}
