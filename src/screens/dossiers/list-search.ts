import { array, coerce, create, enums, integer, object, optional, string, type Infer } from 'superstruct';
import { DOSSIER_SORT_FIELDS, type DossierSortField } from '../../../domain/schemas/dossiers';
import type { DossierListQuery } from '../../api/dossiers/list';

/** Numbers arrive from the URL as strings (or already as numbers from the router's JSON search). */
const Int = coerce(integer(), string(), (v) => Number(v));

/** The list's state lives in the URL, so that a filtered page can be shared or bookmarked. */
const DossierListSearch = object({
  page: optional(Int),
  statut: optional(array(Int)),
  reference: optional(string()),
  dateFrom: optional(string()),
  dateTo: optional(string()),
  sort: optional(enums(DOSSIER_SORT_FIELDS)),
  dir: optional(enums(['asc', 'desc'] as const)),
});
export type DossierListSearch = Infer<typeof DossierListSearch>;

export const DOSSIER_LIST_PER_PAGE = 20;

/** Without a sort, the most recent dossiers come first. */
export const DEFAULT_SORT: { field: DossierSortField; direction: 'asc' | 'desc' } = { field: 'createdAt', direction: 'desc' };

/** A malformed search (a hand-edited URL) falls back to the unfiltered first page rather than failing. */
export function parseDossierListSearch(search: Record<string, unknown>): DossierListSearch {
  try {
    return create(search, DossierListSearch);
  } catch {
    return {};
  }
}

export function toListQuery(search: DossierListSearch): DossierListQuery {
  return {
    page: search.page ?? 1,
    perPage: DOSSIER_LIST_PER_PAGE,
    sort: { field: search.sort ?? DEFAULT_SORT.field, direction: search.dir ?? DEFAULT_SORT.direction },
    ...(search.statut?.length ? { statutDossierId: search.statut } : {}),
    ...(search.reference ? { reference: search.reference } : {}),
    ...(search.dateFrom ? { dateFrom: search.dateFrom } : {}),
    ...(search.dateTo ? { dateTo: search.dateTo } : {}),
  };
}
