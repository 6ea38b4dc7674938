import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { Completeness } from '../../../domain/wire/wizard';
import { wizardKeys } from './keys';

/** GET /dossiers/{id}/is-valid: what the introduction still lacks, screen by screen, before it may be validated. */
export function fetchIsValid(dossierId: number): Promise<Completeness> {
  return api<Completeness>(`/dossiers/${dossierId}/is-valid`);
}

export const isValidQuery = (dossierId: number) => queryOptions({ queryKey: wizardKeys.isValid(dossierId), queryFn: () => fetchIsValid(dossierId) });

export function useIsValid(dossierId: number) {
  return useQuery(isValidQuery(dossierId));
}
