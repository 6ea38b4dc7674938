import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { RegisterCompany } from '../../../domain/wire/wizard';
import { organisationKeys } from '../wizard/keys';

/**
 * GET /services/bce-lookup/{bce}: the company register's data on a company (name, legal form, NACE codes,
 * addresses). 404 when the register does not know it, 502 CompanyRegisterError when the register fails.
 */
export function bceLookup(bce: string): Promise<RegisterCompany> {
  return api<RegisterCompany>(`/services/bce-lookup/${encodeURIComponent(bce)}`);
}

export const bceLookupQuery = (bce: string) => queryOptions({ queryKey: organisationKeys.bceLookup(bce), queryFn: () => bceLookup(bce), retry: false });

export function useBceLookup(bce: string, { enabled = true } = {}) {
  return useQuery({ ...bceLookupQuery(bce), enabled });
}
