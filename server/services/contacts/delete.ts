import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, contacts, documents, dossierContacts, dossierHistory, dossiers, xContacts } from '../../db/schema/index';
import { DomainError, forbidden } from '../../../domain/errors';
import { mayDeleteContact } from '../../../machines/access/contactAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { contactConflict } from './update';
import { findVisibleContact } from './visible';

export const LINKED_TO_ORGANISATION = "Ce contact est encore lié à une organisation : retirez d'abord ce lien, puis supprimez le contact.";
export const LINKED_TO_DOSSIER =
  'Ce contact est lié à un dossier (intervenant, gestionnaire, auteur, historique ou document) : il ne peut pas être supprimé.';

const stillLinked = (message: string) => new DomainError('conflict', 'ContactLinked', message);

/** Whether any dossier names the contact: assigned to it, managing or creating it, in its history or its documents. */
async function linkedToDossier(db: Db, contactId: number): Promise<boolean> {
  const result = await db.execute(sql`select (
    exists (select 1 from ${dossierContacts} where ${dossierContacts.contactId} = ${contactId})
    or exists (select 1 from ${dossiers} where ${or(eq(dossiers.gestionnaireId, contactId), eq(dossiers.createdBy, contactId))})
    or exists (select 1 from ${dossierHistory} where ${dossierHistory.contactId} = ${contactId})
    or exists (select 1 from ${documents} where ${documents.uploadedBy} = ${contactId})
  ) as linked`);
  const [row] = (result as unknown as { rows: Array<{ linked: boolean }> }).rows;
  return row?.linked === true;
}

/**
 * POST /contacts/{id}/delete: only while the contact is linked to no organisation and no dossier (spec
 * section 5), and only by a manager (machines/access/contactAccess.ts). Its row is locked first, so a link
 * made meanwhile waits for the deletion (and then fails), or the deletion waits for it (and is refused).
 */
export async function deleteContact(db: Db, caller: DossierCaller, contactId: number, expectedVersion?: number) {
  await db.transaction(async (tx) => {
    const { row, access } = await findVisibleContact(tx, caller, contactId, { forUpdate: true });
    if (!mayDeleteContact(caller)) throw forbidden();
    if (expectedVersion !== undefined && row.version !== expectedVersion) throw contactConflict();
    const links = await tx.select({ id: xContacts.id }).from(xContacts).where(eq(xContacts.contactId, row.id)).limit(1);
    if (links.length > 0 || access.links.length > 0) throw stillLinked(LINKED_TO_ORGANISATION);
    if (await linkedToDossier(tx, row.id)) throw stillLinked(LINKED_TO_DOSSIER);
    await tx.delete(contacts).where(eq(contacts.id, row.id));
    if (row.adresseId !== null) await tx.delete(addresses).where(eq(addresses.id, row.adresseId));
  });
}
