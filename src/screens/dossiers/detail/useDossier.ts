import { getRouteApi } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { dossierDetailQuery } from '../../../api/dossiers/detail';

const route = getRouteApi('/app/dossiers/$dossierId');

/** The dossier of the current detail route; its loader already fetched it. */
export function useDossier() {
  const { dossierId } = route.useParams();
  return useSuspenseQuery(dossierDetailQuery(Number(dossierId))).data;
}
