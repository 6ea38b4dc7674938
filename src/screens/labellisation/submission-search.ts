import { enums, object, optional, pattern, string, type Infer } from 'superstruct';
import { REQUEST_SUBMISSION_STEPS } from '../../../domain/labellisation';
import { searchParser } from '../../paths/list-search';

/**
 * The submission screens' address: the step (etape) and, at the confirmation, the requests chosen (demandes,
 * ids joined by "-"), so that a reload or the back button keeps the place. Read by their routes, in the first page.
 */
const SubmissionSearch = object({
  etape: optional(enums(REQUEST_SUBMISSION_STEPS)),
  demandes: optional(pattern(string(), /^\d+(-\d+)*$/)),
});
export type SubmissionSearch = Infer<typeof SubmissionSearch>;
export const parseSubmissionSearch = searchParser(SubmissionSearch);

export const demandeIdsOf = (demandes: string | undefined): number[] => (demandes ? demandes.split('-').map(Number) : []);
export const demandesParam = (ids: readonly number[]): string | undefined => (ids.length > 0 ? ids.join('-') : undefined);
