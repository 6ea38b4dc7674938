import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { Eligibility } from '../../../domain/wire/wizard';
import { organisationKeys } from '../wizard/keys';

/** GET /organisations/is-prestataire-eligible/{organisationId}: whether a dossier may be sent to that provider, and why not. */
export function fetchPrestataireEligibility(organisationId: number): Promise<Eligibility> {
  return api<Eligibility>(`/organisations/is-prestataire-eligible/${organisationId}`);
}

export const prestataireEligibilityQuery = (organisationId: number) =>
  queryOptions({ queryKey: organisationKeys.prestataireEligibility(organisationId), queryFn: () => fetchPrestataireEligibility(organisationId) });

export function usePrestataireEligibility(organisationId: number | null) {
  return useQuery({ ...prestataireEligibilityQuery(organisationId ?? 0), enabled: organisationId !== null });
}
