import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganisationDetail } from '../../../domain/wire/organisations';
import { api } from '../client';
import { organisationKeys } from '../wizard/keys';
import { organisationRecordKeys } from './detail';

/** An edit answers the organisation as it now is: the detail takes it, the lists that show it are read again. */
function useOrganisationEdit(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: object }) => api<OrganisationDetail>(`/organisations/${id}/${path}`, { method: 'POST', body }),
    onSuccess: (organisation) => {
      queryClient.setQueryData(organisationRecordKeys.detail(organisation.id), organisation);
      void queryClient.invalidateQueries({ queryKey: organisationKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}

/** POST /organisations/{id}/update */
export const useUpdateOrganisation = () => useOrganisationEdit('update');

/** POST /organisations/{id}/info-commerciales/update */
export const useUpdateCommercialInfo = () => useOrganisationEdit('info-commerciales/update');
