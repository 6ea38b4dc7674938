import { coerce, create, enums, integer, object, optional, refine, string, type Struct } from 'superstruct';
import type { StructFields } from '../../domain/schemas/form-values';

/** Numbers arrive from the URL as strings (or already as numbers from the router's JSON search). */
export const SearchInt = coerce(integer(), string(), (v) => Number(v));

/** A list's state in the URL, so that a filtered page can be shared or bookmarked: its page, its sort and its filters. */
export function listSearch<F extends string, S extends StructFields>(sortFields: readonly F[], filters: S) {
  return object({
    page: optional(refine(SearchInt, 'page', (page) => page >= 1)),
    sort: optional(enums(sortFields)),
    dir: optional(enums(['asc', 'desc'] as const)),
    ...filters,
  });
}

/** A route's `validateSearch`: a malformed search (a hand-edited URL) falls back to the unfiltered first page rather than failing. */
export function searchParser<T>(struct: Struct<T, unknown>): (search: Record<string, unknown>) => T {
  return (search) => {
    try {
      return create(search, struct);
    } catch {
      return {} as T;
    }
  };
}
