import type { Db } from '../../db/client';
import type { ContactListFilter } from '../../../domain/schemas/contacts';
import type { ContactListPage } from '../../../domain/wire/contacts';
import { isManager } from '../../../machines/access/contactAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { contactListQueries, type ContactScope } from './list-query';

export function contactScope(caller: DossierCaller): ContactScope {
  if (isManager(caller)) return { kind: 'all' };
  const organisationIds = caller.linkedOrganisations.map((l) => l.id).filter((id) => mayActInOrganisation(caller, id, 'VIEW_LINKED_ORGANISATIONS'));
  return { kind: 'linked', contactId: caller.contactId, organisationIds: [...new Set(organisationIds)] };
}

/** POST /contacts: one page of the contacts the caller may see, filtered and sorted by the database. */
export async function listContacts(db: Db, caller: DossierCaller, filter: ContactListFilter): Promise<ContactListPage> {
  const queries = contactListQueries(db, contactScope(caller), filter);
  const [items, [{ total } = { total: 0 }]] = await Promise.all([queries.page, queries.total]);
  return { items, total, page: filter.page, perPage: filter.perPage };
}
