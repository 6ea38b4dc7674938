import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { postWebhook, type PostOptions } from './post';
import { signedHeaders } from './signature';

/**
 * Waits after the 1st, 2nd… refused attempt (the Standard Webhooks schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h);
 * after the last one the delivery is failed for good, and "Renvoyer" starts a new one.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;

/** Deliveries claimed per round, sent side by side. */
const ROUND_SIZE = 10;

/** A claim outlives the attempt's time-out by this much, so that it never runs out while the attempt is still on. */
const CLAIM_MARGIN_MS = 30_000;

type Claimed = typeof webhookDeliveries.$inferSelect & { url: string; secret: string };

/**
 * Takes the due deliveries for this process: under FOR UPDATE SKIP LOCKED, rows no other process holds nor has
 * claimed, marked claimed until the attempt must be over. The transaction ends before any receiver is called, so
 * that a slow receiver holds no lock (nor PGlite's single connection).
 */
async function claimDue(db: Db, now: Date, claimedUntil: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'queued'), lte(webhookDeliveries.nextAttemptAt, now), or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now))))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(ROUND_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx.update(webhookDeliveries).set({ claimedUntil }).where(inArray(webhookDeliveries.id, ids));
    const rows = await tx
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids))
      .orderBy(asc(webhookDeliveries.id));
    return rows.map(({ delivery, url, secret }) => ({ ...delivery, url, secret }));
  });
}

/** Keeps the attempt and moves the delivery on: delivered on a 2xx, else due again after its delay, or failed. */
async function recordAttempt(db: Db, delivery: Claimed, now: Date, answer: { statusCode: number | null; excerpt: string; durationMs: number }): Promise<boolean> {
  const delivered = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const attempts = delivery.attempts + 1;
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, at: now, ...answer });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        claimedUntil: null,
        ...(delivered
          ? { status: 'delivered' as const, deliveredAt: now }
          : delay === undefined
            ? { status: 'failed' as const }
            : { nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${delay})` }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
  return delivered;
}

/**
 * One round of the webhook sender: the due deliveries are claimed, each POSTed signed to its endpoint (the address
 * checked again), and its attempt kept. Two processes never send one delivery at once, and a delivered one is never
 * sent again; only a process dying between the receiver's answer and its record would send it once more, with the
 * same `webhook-id`, which the receiver recognises (docs/webhooks.md). Answers how many were delivered.
 */
export async function deliverDueWebhooks(db: Db, options: PostOptions, now = new Date()): Promise<number> {
  const claimed = await claimDue(db, now, new Date(now.getTime() + options.timeoutMs + CLAIM_MARGIN_MS));
  const outcomes = await Promise.all(
    claimed.map(async (delivery) => {
      const started = performance.now();
      // Signed at the real time of sending: the receiver compares the timestamp with its own clock.
      const headers = signedHeaders(delivery.secret, delivery.messageId, new Date(), delivery.payload);
      const answer = await postWebhook(delivery.url, headers, delivery.payload, options);
      return recordAttempt(db, delivery, now, { ...answer, durationMs: Math.round(performance.now() - started) });
    }),
  );
  return outcomes.filter(Boolean).length;
}
