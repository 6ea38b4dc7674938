import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, outbox } from '../../db/schema/index';
import { isNotificationSent, type NotificationKind } from '../../../domain/notifications';

/** The notice that messages were queued, which the sender listens to. */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

export interface QueuedMail {
  recipient: string;
  /** The contact it is for: whose preferences decide, and whose history shows it. */
  contactId: number;
  /**
   * The organisation the message is about, in whose name its recipient hears it; that organisation's Authorities read
   * it in the history. Null for a message about the account alone, read by its recipient only.
   */
  organisationId: number | null;
  subject: string;
  body: string;
  createdAt: Date;
}

/**
 * Every notification goes through here into the outbox, with its kind: a message its recipient turned off
 * (its ReceptionEmail, or that kind on its profile) is kept for the history but held, never sent.
 */
export async function enqueueMails(tx: Db, kind: NotificationKind, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  const preferences = await tx
    .select({ id: contacts.id, receptionEmail: contacts.receptionEmail, desactivees: contacts.notificationsDesactivees })
    .from(contacts)
    .where(inArray(contacts.id, [...new Set(mails.map((m) => m.contactId))]));
  const sent = (contactId: number) => {
    const found = preferences.find((p) => p.id === contactId);
    return !found || isNotificationSent(kind, found);
  };
  // Due from now, on this process's clock, the one the sender compares with: the column's default (the database's
  // now(), to the microsecond) could fall after a sender's millisecond clock woken by the notice below, and the
  // message would wait for the next round. Not `createdAt`: a message may be dated earlier (the demo's history), and
  // would look stuck in the outbox since then (/api/ready).
  const queuedAt = new Date();
  const rows = mails.map((mail) => ({ ...mail, kind, nextAttemptAt: queuedAt, status: sent(mail.contactId) ? ('queued' as const) : ('held' as const) }));
  await tx.insert(outbox).values(rows);
  // Wakes the sender of every process at once (server/plugins/mail-sender.ts): the database delivers the notice when
  // the transaction commits, and drops it if it rolls back, so no round runs before the messages can be read.
  if (rows.some((row) => row.status === 'queued')) await tx.execute(sql`SELECT pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
}
