import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, contacts } from '../../db/schema/index';
import { conflict, forbidden } from '../../../domain/errors';
import { hashPassword } from '../../auth/passwords';
import type { ContactUpdatePayload } from '../../../domain/schemas/contacts';
import { mayChangePassword, mayEditContact } from '../../../machines/access/contactAccess';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { addressColumns, contactColumns } from './stored-values';
import { withUniqueFields } from './unique-fields';
import { findVisibleContact } from './visible';

export const contactConflict = () =>
  conflict('Ce contact a été modifié entre-temps. Merci de recharger la page et de réessayer.');

/**
 * POST /contacts/{id}/update: 404 unless the caller may see the contact, 403 unless it may edit it (or
 * changes another's password), 409 when the contact changed since the caller read it (`version`); then the
 * contact and its address in one transaction, its row locked so two edits take turns.
 */
export async function updateContact(db: Db, caller: DossierCaller, contactId: number, payload: ContactUpdatePayload) {
  // Hashing is slow on purpose: done before the row is locked.
  const passwordHash = payload.newPassword === undefined ? undefined : await hashPassword(payload.newPassword);
  return withUniqueFields(payload.Nationalite, () =>
    db.transaction(async (tx) => {
      const { row, access } = await findVisibleContact(tx, caller, contactId, { forUpdate: true });
      if (!mayEditContact(caller, access)) throw forbidden();
      if (passwordHash !== undefined && !mayChangePassword(caller, row)) throw forbidden('Seul le contact lui-même peut changer son mot de passe.');
      if (row.version !== payload.version) throw contactConflict();
      let adresseId = row.adresseId;
      if (adresseId === null) {
        const [address] = await tx.insert(addresses).values(addressColumns(payload.adresse)).returning({ id: addresses.id });
        adresseId = address!.id;
      } else {
        await tx.update(addresses).set(addressColumns(payload.adresse)).where(eq(addresses.id, adresseId));
      }
      const [updated] = await tx
        .update(contacts)
        .set({ ...contactColumns(payload), adresseId, version: row.version + 1, ...(passwordHash === undefined ? {} : { passwordHash }) })
        .where(eq(contacts.id, row.id))
        .returning({ id: contacts.id });
      return updated!.id;
    }),
  );
}
