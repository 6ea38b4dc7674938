import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThematiqueItem } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { labellisationKeys } from './keys';

/** GET /labellisation/thematiques: the thematics a recognition or a thematic access names; they rarely change. */
export const thematiquesQuery = () =>
  queryOptions({ queryKey: labellisationKeys.thematiques(), queryFn: () => api<ThematiqueItem[]>('/labellisation/thematiques'), staleTime: 10 * 60_000 });

export function useThematiques() {
  return useQuery(thematiquesQuery());
}
