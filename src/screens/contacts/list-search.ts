import { coerce, create, enums, integer, object, optional, refine, string, type Infer } from 'superstruct';
import { CONTACT_ORIGINS, CONTACT_SORT_FIELDS, type ContactSortField } from '../../../domain/contact-list';
import type { ContactListQuery } from '../../api/contacts/contacts';

/** Numbers arrive from the URL as strings (or already as numbers from the router's JSON search). */
const Int = coerce(integer(), string(), (v) => Number(v));

/** The list's state lives in the URL, so that a filtered page can be shared or bookmarked. */
const ContactListSearch = object({
  page: optional(refine(Int, 'page', (page) => page >= 1)),
  origine: optional(enums(CONTACT_ORIGINS)),
  recherche: optional(string()),
  sort: optional(enums(CONTACT_SORT_FIELDS)),
  dir: optional(enums(['asc', 'desc'] as const)),
});
export type ContactListSearch = Infer<typeof ContactListSearch>;

export const CONTACT_LIST_PER_PAGE = 20;

export const DEFAULT_CONTACT_SORT: { field: ContactSortField; direction: 'asc' | 'desc' } = { field: 'nom', direction: 'asc' };

/** A malformed search (a hand-edited URL) falls back to the unfiltered first page rather than failing. */
export function parseContactListSearch(search: Record<string, unknown>): ContactListSearch {
  try {
    return create(search, ContactListSearch);
  } catch {
    return {};
  }
}

export function toContactListQuery(search: ContactListSearch): ContactListQuery {
  return {
    page: search.page ?? 1,
    perPage: CONTACT_LIST_PER_PAGE,
    sort: { field: search.sort ?? DEFAULT_CONTACT_SORT.field, direction: search.dir ?? DEFAULT_CONTACT_SORT.direction },
    ...(search.origine ? { origine: search.origine } : {}),
    ...(search.recherche ? { recherche: search.recherche } : {}),
  };
}
