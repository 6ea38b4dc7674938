import { coerce, create, enums, integer, object, optional, refine, string, type Infer } from 'superstruct';
import { CATEGORIES_BENEFICIAIRE, ORGANISATION_SORT_FIELDS } from '../../../../domain/organisation-list';
import type { OrganisationListQuery } from '../../../api/organisations/list';

const Int = coerce(integer(), string(), (v) => Number(v));

/** The list's state lives in the URL, so that a filtered page can be shared or bookmarked. */
const BeneficiaireListSearch = object({
  page: optional(refine(Int, 'page', (page) => page >= 1)),
  categorie: optional(enums(CATEGORIES_BENEFICIAIRE)),
  recherche: optional(string()),
  sort: optional(enums(ORGANISATION_SORT_FIELDS)),
  dir: optional(enums(['asc', 'desc'] as const)),
});
export type BeneficiaireListSearch = Infer<typeof BeneficiaireListSearch>;

export const BENEFICIAIRE_LIST_PER_PAGE = 20;

/** A malformed search (a hand-edited URL) falls back to the unfiltered first page rather than failing. */
export function parseBeneficiaireListSearch(search: Record<string, unknown>): BeneficiaireListSearch {
  try {
    return create(search, BeneficiaireListSearch);
  } catch {
    return {};
  }
}

export function toListQuery(search: BeneficiaireListSearch): OrganisationListQuery {
  return {
    page: search.page ?? 1,
    perPage: BENEFICIAIRE_LIST_PER_PAGE,
    sort: { field: search.sort ?? 'nom', direction: search.dir ?? 'asc' },
    ...(search.categorie ? { categorie: search.categorie } : {}),
    ...(search.recherche ? { recherche: search.recherche } : {}),
  };
}
