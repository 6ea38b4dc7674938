import { enums, optional, string, type Infer } from 'superstruct';
import { listSearch, searchParser } from '../../paths/list-search';
import { CONTACT_ORIGINS, CONTACT_SORT_FIELDS, type ContactSortField } from '../../../domain/contact-list';
import type { ContactListQuery } from '../../api/contacts/contacts';

const ContactListSearch = listSearch(CONTACT_SORT_FIELDS, { origine: optional(enums(CONTACT_ORIGINS)), recherche: optional(string()) });
export type ContactListSearch = Infer<typeof ContactListSearch>;

export const CONTACT_LIST_PER_PAGE = 20;

export const DEFAULT_CONTACT_SORT: { field: ContactSortField; direction: 'asc' | 'desc' } = { field: 'nom', direction: 'asc' };

export const parseContactListSearch = searchParser(ContactListSearch);

export function toContactListQuery(search: ContactListSearch): ContactListQuery {
  return {
    page: search.page ?? 1,
    perPage: CONTACT_LIST_PER_PAGE,
    sort: { field: search.sort ?? DEFAULT_CONTACT_SORT.field, direction: search.dir ?? DEFAULT_CONTACT_SORT.direction },
    ...(search.origine ? { origine: search.origine } : {}),
    ...(search.recherche ? { recherche: search.recherche } : {}),
  };
}
