import { enums, optional, string, type Infer } from 'superstruct';
import { listSearch, searchParser } from '../../../paths/list-search';
import { CATEGORIES_BENEFICIAIRE, ORGANISATION_SORT_FIELDS } from '../../../../domain/organisation-list';
import type { OrganisationListQuery } from '../../../api/organisations/list';

const BeneficiaireListSearch = listSearch(ORGANISATION_SORT_FIELDS, { categorie: optional(enums(CATEGORIES_BENEFICIAIRE)), recherche: optional(string()) });
export type BeneficiaireListSearch = Infer<typeof BeneficiaireListSearch>;

export const BENEFICIAIRE_LIST_PER_PAGE = 20;

export const parseBeneficiaireListSearch = searchParser(BeneficiaireListSearch);

export function toListQuery(search: BeneficiaireListSearch): OrganisationListQuery {
  return {
    page: search.page ?? 1,
    perPage: BENEFICIAIRE_LIST_PER_PAGE,
    sort: { field: search.sort ?? 'nom', direction: search.dir ?? 'asc' },
    ...(search.categorie ? { categorie: search.categorie } : {}),
    ...(search.recherche ? { recherche: search.recherche } : {}),
  };
}
