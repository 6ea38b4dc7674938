/**
 * The cheque list's choices (/cheques, provider only): the columns it sorts by. Constants only, read by
 * the route from the URL in the first bundle.
 */
export const CHEQUE_SORT_FIELDS = ['createdAt', 'reference', 'beneficiaire', 'montantCheque', 'statut'] as const;
export type ChequeSortField = (typeof CHEQUE_SORT_FIELDS)[number];

export const CHEQUE_LIST_MAX_PER_PAGE = 100;
