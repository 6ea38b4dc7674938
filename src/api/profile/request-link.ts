import { useMutation, useQueryClient } from '@tanstack/react-query';
import { create } from '../client';
import { profileKeys } from './my-identity';

export interface LinkRequest {
  typeOrganisationId: number;
  bce: string;
  typeContactId: number;
}

/** POST /organisations/addLinkOrgaContact, the self-request: the new link waits for an Authority's validation. */
export function useRequestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LinkRequest) => create<{ organisation: { nom: string } }>('/organisations/addLinkOrgaContact', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
