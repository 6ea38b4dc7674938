import { useParams } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { dossierDetailQuery } from '../../../api/dossiers/detail';

/** The dossier of the current detail route, in either section; its loader already fetched it. */
export function useDossier() {
  const { dossierId } = useParams({ strict: false });
  return useSuspenseQuery(dossierDetailQuery(Number(dossierId))).data;
}
