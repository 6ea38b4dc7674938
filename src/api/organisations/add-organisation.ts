import { useMutation, useQueryClient } from '@tanstack/react-query';
import { create } from '../client';
import type { OrganisationAddPayload } from '../../../domain/schemas/organisation-add';
import { organisationKeys } from '../wizard/keys';

/** POST /organisations/add: the beneficiary organisation, its addresses and its contacts, created at once; answers its id. */
export function addOrganisation(payload: OrganisationAddPayload): Promise<{ id: number }> {
  return create<{ id: number }>('/organisations/add', payload);
}

/** The wizards' look-ups (search by number, eligibility) may now find it. */
export function useAddOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addOrganisation, onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }) });
}
