/**
 * The dossier list's choices: the columns it sorts by and the order of a period. Constants only: the
 * list's routes read them from the URL in the first bundle, before any form schema loads.
 */
export const DOSSIER_SORT_FIELDS = ['reference', 'createdAt', 'dateEcheance', 'statut', 'organisation'] as const;
export type DossierSortField = (typeof DOSSIER_SORT_FIELDS)[number];

export const PERIOD_REVERSED = 'La date de début ne peut pas être postérieure à la date de fin.';

/** ISO days compare as text; an open end is no constraint. */
export const isPeriodInOrder = (from?: string, to?: string) => !from || !to || from <= to;
