import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import { forbidden } from '../../../domain/errors';
import type { NotificationPreferencesPayload } from '../../../domain/schemas/contacts';

/**
 * POST /contacts/{id}/notification-preferences: the kinds of e-mail a contact turns off. Its own choice alone:
 * nobody else decides what reaches a person's mailbox (403 for anyone else, manager included).
 */
export async function saveNotificationPreferences(db: Db, callerId: number, contactId: number, { desactivees }: NotificationPreferencesPayload) {
  if (callerId !== contactId) throw forbidden();
  await db.update(contacts).set({ notificationsDesactivees: [...desactivees] }).where(eq(contacts.id, contactId));
}
