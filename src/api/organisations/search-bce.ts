import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { RoleCode } from '../../../domain/schemas/organisation-search';
import type { SearchBceResult } from '../../../domain/wire/wizard';
import { organisationKeys } from '../wizard/keys';

export interface SearchBceInput {
  /** A Belgian company number, or with `foreigner` a foreign company's identification number. */
  bce: string;
  roleCode: RoleCode;
  foreigner?: boolean;
  /** Only the organisations of this platform; otherwise the company register is asked when none is found. */
  restrictPlatform?: boolean;
}

/** GET /organisations/searchBCE. A failing company register answers 502 CompanyRegisterError. */
export function searchBce({ bce, roleCode, foreigner = false, restrictPlatform = false }: SearchBceInput): Promise<SearchBceResult> {
  return api<SearchBceResult>('/organisations/searchBCE', {
    query: { bce, roleCode, foreigner: foreigner ? '1' : '0', restrictPlatform: restrictPlatform ? '1' : '0' },
  });
}

export const searchBceQuery = (input: SearchBceInput) => queryOptions({ queryKey: organisationKeys.searchBce(input), queryFn: () => searchBce(input) });

export function useSearchBce(input: SearchBceInput, { enabled = true } = {}) {
  return useQuery({ ...searchBceQuery(input), enabled });
}
