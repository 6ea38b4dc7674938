import { defaulted, integer, object, optional, refine, type Infer } from 'superstruct';
import { Id, Text } from './form-values';

export const EMAIL_LIST_MAX_PER_PAGE = 100;

/** POST /emails: one page of the e-mail history, newest first; an organisation's for its Authority. */
export const EmailListFilter = object({
  /** Free text over the subject and the recipient. */
  recherche: optional(Text(100, { required: false })),
  organisationId: optional(Id),
  page: defaulted(refine(integer(), 'page', (v) => (v >= 1 && v <= 1_000_000) || 'Page invalide.'), 1),
  perPage: defaulted(
    refine(integer(), 'perPage', (v) => (v >= 1 && v <= EMAIL_LIST_MAX_PER_PAGE) || `Entre 1 et ${EMAIL_LIST_MAX_PER_PAGE} e-mails par page.`),
    20,
  ),
});
export type EmailListFilter = Infer<typeof EmailListFilter>;
