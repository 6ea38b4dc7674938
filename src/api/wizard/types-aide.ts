import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { TypeAide } from '../../../domain/wire/wizard';
import { wizardKeys } from './keys';

/** GET /dossiers/types-aide: the vouchers of the platform's catalogue, for the setup screen and step 1. */
export function fetchTypesAide(): Promise<TypeAide[]> {
  return api<TypeAide[]>('/dossiers/types-aide');
}

export const typesAideQuery = () => queryOptions({ queryKey: wizardKeys.typesAide, queryFn: fetchTypesAide, staleTime: 5 * 60_000 });

export function useTypesAide() {
  return useQuery(typesAideQuery());
}
