import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { OrganisationChoice } from '../../../domain/wire/wizard';
import { wizardKeys } from '../wizard/keys';

/**
 * GET /organisations/get-available-prestataires?dossierId=: as provider, the caller's own provider
 * organisations; as beneficiary, the eligible providers of the platform (`recherche` filters by name or
 * company number).
 */
export function fetchAvailablePrestataires(dossierId: number, recherche = ''): Promise<OrganisationChoice[]> {
  return api<OrganisationChoice[]>('/organisations/get-available-prestataires', { query: { dossierId, recherche } });
}

export const availablePrestatairesQuery = (dossierId: number, recherche = '') =>
  queryOptions({
    queryKey: wizardKeys.availablePrestataires(dossierId, recherche),
    queryFn: () => fetchAvailablePrestataires(dossierId, recherche),
  });

export function useAvailablePrestataires(dossierId: number, recherche = '') {
  return useQuery(availablePrestatairesQuery(dossierId, recherche));
}
