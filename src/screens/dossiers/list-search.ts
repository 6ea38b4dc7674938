import { array, optional, refine, string, type Infer } from 'superstruct';
import { listSearch, SearchInt, searchParser } from '../../paths/list-search';
import { DOSSIER_SORT_FIELDS, isPeriodInOrder, PERIOD_REVERSED, type DossierSortField } from '../../../domain/dossier-list';
import { isIsoDate } from '../../../domain/validators/date';
import type { DossierListQuery } from '../../api/dossiers/list';

const IsoDay = refine(string(), 'isoDay', isIsoDate);

/** An impossible period is a malformed search too. */
const DossierListSearch = refine(
  listSearch(DOSSIER_SORT_FIELDS, {
    statut: optional(array(SearchInt)),
    reference: optional(string()),
    beneficiaire: optional(string()),
    prestataire: optional(string()),
    plateforme: optional(SearchInt),
    dateFrom: optional(IsoDay),
    dateTo: optional(IsoDay),
  }),
  'period',
  (s) => isPeriodInOrder(s.dateFrom, s.dateTo) || PERIOD_REVERSED,
);
export type DossierListSearch = Infer<typeof DossierListSearch>;

export const DOSSIER_LIST_PER_PAGE = 20;

/** Without a sort, the most recent dossiers come first. */
export const DEFAULT_SORT: { field: DossierSortField; direction: 'asc' | 'desc' } = { field: 'createdAt', direction: 'desc' };

export const parseDossierListSearch = searchParser(DossierListSearch);

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
