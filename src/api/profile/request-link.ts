import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestLinkPayload } from '../../../domain/schemas/contact-links';
import { create } from '../client';
import { profileKeys } from './my-identity';

/** POST /organisations/addLinkOrgaContact, the self-request: the new link waits for an Authority's validation. */
export function useRequestLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestLinkPayload) => create<{ organisation: { nom: string } }>('/organisations/addLinkOrgaContact', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
