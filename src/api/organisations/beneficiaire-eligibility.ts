import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { Eligibility } from '../../../domain/wire/wizard';
import { organisationKeys } from '../wizard/keys';

/**
 * GET /organisations/is-beneficiaire-eligible/{organisationId}[/{adresseId}]: whether the organisation may be
 * the beneficiary, and with that establishment unit when one is given; `motifs` says why not.
 */
export function fetchBeneficiaireEligibility(organisationId: number, adresseId: number | null = null): Promise<Eligibility> {
  const path = `/organisations/is-beneficiaire-eligible/${organisationId}${adresseId === null ? '' : `/${adresseId}`}`;
  return api<Eligibility>(path);
}

export const beneficiaireEligibilityQuery = (organisationId: number, adresseId: number | null = null) =>
  queryOptions({
    queryKey: organisationKeys.beneficiaireEligibility(organisationId, adresseId),
    queryFn: () => fetchBeneficiaireEligibility(organisationId, adresseId),
  });

export function useBeneficiaireEligibility(organisationId: number | null, adresseId: number | null = null) {
  return useQuery({ ...beneficiaireEligibilityQuery(organisationId ?? 0, adresseId), enabled: organisationId !== null });
}
