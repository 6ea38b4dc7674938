import { array, coerce, create, enums, integer, object, optional, refine, string, type Infer } from 'superstruct';
import { DOSSIER_SORT_FIELDS, isPeriodInOrder, PERIOD_REVERSED, type DossierSortField } from '../../../domain/dossier-list';
import { isIsoDate } from '../../../domain/validators/date';
import type { DossierListQuery } from '../../api/dossiers/list';

/** Numbers arrive from the URL as strings (or already as numbers from the router's JSON search). */
const Int = coerce(integer(), string(), (v) => Number(v));

const IsoDay = refine(string(), 'isoDay', isIsoDate);

/** The list's state lives in the URL, so that a filtered page can be shared or bookmarked. */
const DossierListSearch = refine(
  object({
    page: optional(refine(Int, 'page', (page) => page >= 1)),
    statut: optional(array(Int)),
    reference: optional(string()),
    beneficiaire: optional(string()),
    prestataire: optional(string()),
    plateforme: optional(Int),
    dateFrom: optional(IsoDay),
    dateTo: optional(IsoDay),
    sort: optional(enums(DOSSIER_SORT_FIELDS)),
    dir: optional(enums(['asc', 'desc'] as const)),
  }),
  'period',
  (s) => isPeriodInOrder(s.dateFrom, s.dateTo) || PERIOD_REVERSED,
);
export type DossierListSearch = Infer<typeof DossierListSearch>;

export const DOSSIER_LIST_PER_PAGE = 20;

/** Without a sort, the most recent dossiers come first. */
export const DEFAULT_SORT: { field: DossierSortField; direction: 'asc' | 'desc' } = { field: 'createdAt', direction: 'desc' };

/** A malformed search (a hand-edited URL, an impossible period) falls back to the unfiltered first page rather than failing. */
export function parseDossierListSearch(search: Record<string, unknown>): DossierListSearch {
  try {
    return create(search, DossierListSearch);
  } catch {
    return {};
  }
}

/** What a list shows when its search says nothing: a sort, and for the manager's queue a set of statuses. */
export interface ListDefaults {
  sort: { field: DossierSortField; direction: 'asc' | 'desc' };
  statuts?: readonly number[];
}

export function toListQuery(search: DossierListSearch, defaults: ListDefaults = { sort: DEFAULT_SORT }): DossierListQuery {
  const statuts = search.statut?.length ? search.statut : defaults.statuts;
  return {
    page: search.page ?? 1,
    perPage: DOSSIER_LIST_PER_PAGE,
    sort: { field: search.sort ?? defaults.sort.field, direction: search.dir ?? defaults.sort.direction },
    ...(statuts?.length ? { statutDossierId: [...statuts] } : {}),
    ...(search.reference ? { reference: search.reference } : {}),
    ...(search.beneficiaire ? { beneficiaire: search.beneficiaire } : {}),
    ...(search.prestataire ? { prestataire: search.prestataire } : {}),
    ...(search.plateforme ? { plateformeId: search.plateforme } : {}),
    ...(search.dateFrom ? { dateFrom: search.dateFrom } : {}),
    ...(search.dateTo ? { dateTo: search.dateTo } : {}),
  };
}
