import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChequeListFilter } from '../../domain/schemas/cheques';
import type { ExportFormat } from '../../domain/schemas/exports';
import type { ChequePage } from '../../domain/wire/cheques';
import { api } from './client';
import { downloadExport, type ExportOptions } from './exports';

export type ChequeListQuery = Partial<ChequeListFilter>;

/** POST /cheques: the provider's engaged vouchers, filtered, sorted and paginated by the server. */
export const chequeListQuery = (query: ChequeListQuery) =>
  queryOptions({
    queryKey: ['cheques', query] as const,
    queryFn: () => api<ChequePage>('/cheques', { method: 'POST', body: query }),
    placeholderData: keepPreviousData,
  });

export function useChequeList(query: ChequeListQuery) {
  return useQuery(chequeListQuery(query));
}

/** POST /cheques/export: the cheques the filters select (every page). */
export function exportCheques(filter: Pick<ChequeListQuery, 'beneficiaire' | 'statutDossierId'>, format: ExportFormat, options?: ExportOptions) {
  return downloadExport('/cheques/export', filter, 'cheques', format, options);
}
