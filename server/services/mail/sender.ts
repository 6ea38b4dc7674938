import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';

/** Waits after the 1st, 2nd… failed attempt; after the last one the message is failed for good. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;

/** Messages taken per round: a round holds their rows locked while it talks to the mail server. */
const ROUND_SIZE = 20;

export interface MailDelivery {
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
}

/** What the mail server answered (its SMTP reply when it gave one), for the history. */
function serverAnswer(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  return String(response ?? message ?? error).slice(0, 1000);
}

/**
 * One round of the sender: the messages due, oldest first, each sent through the mail server and marked
 * sent, or rescheduled after a failure (failed after the last retry). The due rows are taken FOR UPDATE
 * SKIP LOCKED, so that two API processes sharing the database never send one message twice; the state
 * lives only in the table, so a restart loses nothing. Answers how many were sent.
 */
export async function deliverDueMail(db: Db, { transport, from }: MailDelivery, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(ROUND_SIZE)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const message of due) {
      try {
        await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
        await tx.update(outbox).set({ status: 'sent', sentAt: now, attempts: message.attempts + 1, error: null }).where(eq(outbox.id, message.id));
        sent += 1;
      } catch (error) {
        const attempts = message.attempts + 1;
        const delay = RETRY_DELAYS_MINUTES[attempts - 1];
        await tx
          .update(outbox)
          .set({
            attempts,
            error: serverAnswer(error),
            ...(delay === undefined ? { status: 'failed' as const } : { nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${delay})` }),
          })
          .where(eq(outbox.id, message.id));
      }
    }
    return sent;
  });
}
