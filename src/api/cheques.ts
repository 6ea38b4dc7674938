import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChequeListFilter } from '../../domain/schemas/cheques';
import type { ExportFormat } from '../../domain/schemas/exports';
import type { ChequePage } from '../../domain/wire/cheques';
import { platformToday } from '../../domain/sme';
import { api, requestBlob } from './client';
import { saveBlob } from './documents/download';

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

/** POST /cheques/export: the cheques the filters select, as a CSV or XLSX file saved by the browser. */
export async function exportCheques(filter: Pick<ChequeListQuery, 'beneficiaire' | 'statutDossierId'>, format: ExportFormat) {
  saveBlob(await requestBlob('/cheques/export', { method: 'POST', body: { ...filter, format } }), `cheques-${platformToday()}.${format}`);
}
