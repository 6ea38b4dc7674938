import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, xContacts } from '../../db/schema/index';
import { notFound } from '../../../domain/errors';
import { mayViewContact, type ContactLinks } from '../../../machines/access/contactAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';

const { passwordHash: _passwordHash, ...CONTACT_COLUMNS } = getTableColumns(contacts);

export type ContactRow = Omit<typeof contacts.$inferSelect, 'passwordHash'>;

/** The contact's active links, as the access rules read them. */
export async function loadContactLinks(db: Db, contactId: number): Promise<ContactLinks['links']> {
  return db
    .select({ organisationId: xContacts.organisationId, validationStatus: xContacts.validationStatus })
    .from(xContacts)
    .where(and(eq(xContacts.contactId, contactId), eq(xContacts.actif, true)));
}

/**
 * The contact if the caller may see it (machines/access/contactAccess.ts); 404 otherwise, so a caller
 * cannot tell a contact it may not see from one that does not exist. `forUpdate` locks its row.
 */
export async function findVisibleContact(db: Db, caller: DossierCaller, contactId: number, { forUpdate = false } = {}) {
  const query = db.select(CONTACT_COLUMNS).from(contacts).where(eq(contacts.id, contactId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  const access = { id: row.id, links: await loadContactLinks(db, row.id) };
  if (!mayViewContact(caller, access)) throw notFound();
  return { row, access };
}
