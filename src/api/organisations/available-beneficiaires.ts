import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { BeneficiaireSearchCriterion } from '../../../domain/schemas/organisation-search';
import type { OrganisationChoice } from '../../../domain/wire/wizard';
import { organisationKeys } from '../wizard/keys';

export interface AvailableBeneficiairesInput {
  sousTypeOrganisationId: number;
  /** A provider searches by one criterion of the kind (SEARCH_CRITERIA_BY_SOUS_TYPE); a beneficiary gets its own organisations without one. */
  typeRecherche?: BeneficiaireSearchCriterion;
  recherche?: string;
}

/** GET /organisations/get-available-beneficiaires: the beneficiaries of that kind the caller may file a dossier for. */
export function fetchAvailableBeneficiaires(input: AvailableBeneficiairesInput): Promise<OrganisationChoice[]> {
  return api<OrganisationChoice[]>('/organisations/get-available-beneficiaires', { query: { ...input } });
}

export const availableBeneficiairesQuery = (input: AvailableBeneficiairesInput) =>
  queryOptions({ queryKey: organisationKeys.availableBeneficiaires(input), queryFn: () => fetchAvailableBeneficiaires(input) });

export function useAvailableBeneficiaires(input: AvailableBeneficiairesInput, { enabled = true } = {}) {
  return useQuery({ ...availableBeneficiairesQuery(input), enabled });
}
