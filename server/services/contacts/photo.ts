import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { contacts, documents, typesDocument } from '../../db/schema/index';
import { forbidden, notFound } from '../../../domain/errors';
import { TYPE_DOCUMENT_PHOTO_CONTACT } from '../../../domain/documents';
import { mayEditContact } from '../../../machines/access/contactAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import type { AcceptedUpload } from '../documents/received-file';
import type { DocumentRow } from '../documents/readable';
import { storeUpload } from '../documents/store-upload';
import { findVisibleContact } from './visible';

/** The contact, locked, when the caller may change it (those who may edit its data: machines/access/contactAccess.ts). */
async function editableContact(tx: Db, caller: DossierCaller, contactId: number) {
  const { row, access } = await findVisibleContact(tx, caller, contactId, { forUpdate: true });
  if (!mayEditContact(caller, access)) throw forbidden();
  return row;
}

/** Drops the photo document the contact pointed at, in the transaction; its file's name, to remove once committed. */
async function dropPhoto(tx: Db, photoId: number | null): Promise<string | null> {
  if (photoId === null) return null;
  const [dropped] = await tx.delete(documents).where(eq(documents.id, photoId)).returning({ storageName: documents.storageName });
  return dropped?.storageName ?? null;
}

/**
 * POST /contacts/{id}/photo: an accepted JPEG or PNG (recognised by content, within PHOTO_MAX_BYTES: the route's
 * rule) becomes the contact's photo, replacing the one before. The new document row, the contact's pointer and
 * the old row's removal are one transaction; the old file's name is returned for the caller to remove after it.
 */
export async function replaceContactPhoto(db: Db, config: ServerConfig, input: { caller: DossierCaller; contactId: number; upload: AcceptedUpload }) {
  const [type] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, TYPE_DOCUMENT_PHOTO_CONTACT));
  if (!type) throw new Error(`The document catalogue has no ${TYPE_DOCUMENT_PHOTO_CONTACT} type (server/seed/reference.ts)`);
  const old: { storageName: string | null } = { storageName: null };
  const row = await storeUpload(db, config, {
    file: input.upload.file,
    mime: input.upload.mime,
    owner: 'contactPhoto',
    nom: 'Photo',
    typeDocumentId: type.id,
    contactId: input.caller.contactId,
    check: async (tx) => void (await editableContact(tx, input.caller, input.contactId)),
    record: async (tx, photo) => {
      const [contact] = await tx.select({ photo: contacts.photoEmpreinteId }).from(contacts).where(eq(contacts.id, input.contactId));
      await tx.update(contacts).set({ photoEmpreinteId: photo.id }).where(eq(contacts.id, input.contactId));
      old.storageName = await dropPhoto(tx, contact?.photo ?? null);
    },
  });
  return { row, replaced: old.storageName };
}

/** POST /contacts/{id}/photo/delete: the contact has no photo any more; the removed file's name (null when it had none). */
export async function removeContactPhoto(db: Db, caller: DossierCaller, contactId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const contact = await editableContact(tx, caller, contactId);
    await tx.update(contacts).set({ photoEmpreinteId: null }).where(eq(contacts.id, contact.id));
    return dropPhoto(tx, contact.photoEmpreinteId);
  });
}

/** GET /contacts/{id}/photo: the photo of a contact the caller may see; 404 when it may not, or there is none. */
export async function findContactPhoto(db: Db, caller: DossierCaller, contactId: number): Promise<DocumentRow> {
  const { row } = await findVisibleContact(db, caller, contactId);
  if (row.photoEmpreinteId === null) throw notFound();
  const [photo] = await db.select().from(documents).where(eq(documents.id, row.photoEmpreinteId));
  if (!photo) throw notFound();
  return photo;
}
