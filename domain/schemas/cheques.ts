import { array, defaulted, enums, integer, object, optional, refine, type Infer } from 'superstruct';
import { CHEQUE_LIST_MAX_PER_PAGE, CHEQUE_SORT_FIELDS } from '../cheque-list';
import { isEngagedStatut } from '../financing';
import { isStatutDossierId } from '../dossier-status';
import { Text } from './form-values';
import { ExportFormat } from './exports';

const chequeFilters = {
  /** Part of the beneficiary's name. */
  beneficiaire: optional(Text(100, { required: false })),
  /** Among the statuses of an engaged voucher (domain/financing.ts). */
  statutDossierId: optional(array(refine(integer(), 'statutDossierId', (v) => (isStatutDossierId(v) && isEngagedStatut(v)) || 'Statut sans chèque engagé.'))),
};

/** POST /cheques/export: every cheque the filters select, as a CSV (the default) or XLSX file. */
export const ChequeExportFilter = object({ ...chequeFilters, format: defaulted(ExportFormat, 'csv') });
export type ChequeExportFilter = Infer<typeof ChequeExportFilter>;

/** POST /cheques: the provider's vouchers, filtered by the beneficiary's name and the status, sorted and paged. */
export const ChequeListFilter = object({
  ...chequeFilters,
  sort: defaulted(object({ field: enums(CHEQUE_SORT_FIELDS), direction: enums(['asc', 'desc'] as const) }), { field: 'createdAt', direction: 'desc' }),
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= CHEQUE_LIST_MAX_PER_PAGE) || `Entre 1 et ${CHEQUE_LIST_MAX_PER_PAGE} chèques par page.`),
    20,
  ),
});
export type ChequeListFilter = Infer<typeof ChequeListFilter>;
