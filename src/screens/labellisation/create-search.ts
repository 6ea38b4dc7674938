import { enums, object, optional, type Infer } from 'superstruct';
import { RECOGNITION_REQUEST_STEPS } from '../../../domain/labellisation';
import { SearchInt, searchParser } from '../../paths/list-search';

/**
 * create-recognition-request?renouveler=<label id>: the creation of a renewal of that label; and where the
 * creation stands, so that a reload or the back button keeps the place: the step (etape), the choice made
 * (type, thematique, renouvellement) and, once created, the request (demande). Read by its route, in the first page.
 */
const CreateSearch = object({
  renouveler: optional(SearchInt),
  etape: optional(enums(RECOGNITION_REQUEST_STEPS)),
  type: optional(SearchInt),
  thematique: optional(SearchInt),
  renouvellement: optional(SearchInt),
  demande: optional(SearchInt),
});
export type CreateSearch = Infer<typeof CreateSearch>;
export const parseCreateSearch = searchParser(CreateSearch);
