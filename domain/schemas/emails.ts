import { defaulted, integer, object, optional, refine, type Infer } from 'superstruct';
import { isPeriodInOrder, PERIOD_REVERSED } from '../dossier-list';
import { Id, OptionalDay, Text } from './form-values';

export const EMAIL_LIST_MAX_PER_PAGE = 100;

/**
 * POST /emails (not shown by the spec; section 7's style, as POST /dossiers): one page of the e-mail history,
 * newest first; an organisation's for its Authority. The period is of days on the platform's clocks, both ends
 * included, typed jj/mm/aaaa or sent as ISO like the dossier list's; a start after the end is refused on the start.
 */
export const EmailListFilter = refine(
  object({
    /** Free text over the subject and the recipient. */
    recherche: optional(Text(100, { required: false })),
    organisationId: optional(Id),
    dateFrom: OptionalDay,
    dateTo: OptionalDay,
    page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
    perPage: defaulted(
      refine(integer(), 'perPage', (v) => (v >= 1 && v <= EMAIL_LIST_MAX_PER_PAGE) || `Entre 1 et ${EMAIL_LIST_MAX_PER_PAGE} e-mails par page.`),
      20,
    ),
  }),
  'period',
  (filter) => isPeriodInOrder(filter.dateFrom, filter.dateTo) || { path: ['dateFrom'], message: PERIOD_REVERSED },
);
export type EmailListFilter = Infer<typeof EmailListFilter>;
