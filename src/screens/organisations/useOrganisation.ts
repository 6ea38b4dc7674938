import { useParams } from '@tanstack/react-router';
import { useOrganisationDetail } from '../../api/organisations/detail';

/** The organisation of the current area route; its loader already fetched it. */
export function useOrganisation() {
  const { orgaId } = useParams({ strict: false });
  return useOrganisationDetail(Number(orgaId));
}
