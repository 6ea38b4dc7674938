import { object, optional, type Infer } from 'superstruct';
import { SearchInt, searchParser } from '../../routes/list-search';

/** create-recognition-request?renouveler=<label id>: the creation of a renewal of that label (read by its route, in the first page). */
const CreateSearch = object({ renouveler: optional(SearchInt) });
export type CreateSearch = Infer<typeof CreateSearch>;
export const parseCreateSearch = searchParser(CreateSearch);
