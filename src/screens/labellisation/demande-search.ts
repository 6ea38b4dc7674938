import { array, object, optional, refine, type Infer } from 'superstruct';
import { SearchInt, searchParser } from '../../paths/list-search';
import type { DemandeListQuery } from '../../api/labellisation/demandes';
import type { DemandeListFilter } from '../../../domain/schemas/labellisation';

/** A labellisation list's state in the URL: its page and, for the provider's list, the statuses shown. */
const DemandeListSearch = object({
  page: optional(refine(SearchInt, 'page', (page) => page >= 1)),
  statut: optional(array(SearchInt)),
});
export type DemandeListSearch = Infer<typeof DemandeListSearch>;

export const DEMANDE_LIST_PER_PAGE = 20;

export const parseDemandeListSearch = searchParser(DemandeListSearch);

/** Newest first (spec: the requests "from the database", most recent on top); the server checks the statuses. */
export function toDemandeQuery(search: DemandeListSearch): DemandeListQuery {
  return {
    page: search.page ?? 1,
    perPage: DEMANDE_LIST_PER_PAGE,
    sort: 'desc',
    ...(search.statut?.length ? { statut: search.statut as DemandeListFilter['statut'] } : {}),
  };
}
