import { defaulted, integer, object, optional, refine, type Infer } from 'superstruct';
import { isPeriodInOrder, PERIOD_REVERSED } from '../dossier-list';
import { Id, OptionalDay, Text } from './form-values';
import { ExportFormat } from './exports';

export const EMAIL_LIST_MAX_PER_PAGE = 100;

/**
 * POST /emails (not shown by the spec; section 7's style, as POST /dossiers): one page of the e-mail history,
 * newest first; an organisation's for its Authority. The period is of days on the platform's clocks, both ends
 * included, typed jj/mm/aaaa or sent as ISO like the dossier list's; a start after the end is refused on the start.
 */
const emailFilterFields = {
  /** Free text over the subject and the recipient. */
  recherche: optional(Text(100, { required: false })),
  organisationId: optional(Id),
  dateFrom: OptionalDay,
  dateTo: OptionalDay,
};

const periodInOrder = (filter: { dateFrom?: string; dateTo?: string }) => isPeriodInOrder(filter.dateFrom, filter.dateTo) || { path: ['dateFrom'], message: PERIOD_REVERSED };

export const EmailListFilter = refine(
  object({
    ...emailFilterFields,
    page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
    perPage: defaulted(
      refine(integer(), 'perPage', (v) => (v >= 1 && v <= EMAIL_LIST_MAX_PER_PAGE) || `Entre 1 et ${EMAIL_LIST_MAX_PER_PAGE} e-mails par page.`),
      20,
    ),
  }),
  'period',
  periodInOrder,
);
export type EmailListFilter = Infer<typeof EmailListFilter>;

/** POST /emails/export (our path): every message of the history the filters select, as CSV (the default) or XLSX. */
export const EmailExportFilter = refine(object({ ...emailFilterFields, format: defaulted(ExportFormat, 'csv') }), 'period', periodInOrder);
export type EmailExportFilter = Infer<typeof EmailExportFilter>;
