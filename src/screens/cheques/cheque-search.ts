import { array, optional, string, type Infer } from 'superstruct';
import { listSearch, SearchInt, searchParser } from '../../paths/list-search';
import { CHEQUE_SORT_FIELDS } from '../../../domain/cheque-list';
import type { ChequeListQuery } from '../../api/cheques';

const ChequeListSearch = listSearch(CHEQUE_SORT_FIELDS, { beneficiaire: optional(string()), statut: optional(array(SearchInt)) });
export type ChequeListSearch = Infer<typeof ChequeListSearch>;

export const CHEQUE_LIST_PER_PAGE = 20;

export const parseChequeListSearch = searchParser(ChequeListSearch);

/** Without a sort, the newest vouchers come first. */
export function toChequeQuery(search: ChequeListSearch): ChequeListQuery {
  return {
    page: search.page ?? 1,
    perPage: CHEQUE_LIST_PER_PAGE,
    sort: { field: search.sort ?? 'createdAt', direction: search.dir ?? 'desc' },
    ...(search.beneficiaire ? { beneficiaire: search.beneficiaire } : {}),
    ...(search.statut?.length ? { statutDossierId: search.statut } : {}),
  };
}
