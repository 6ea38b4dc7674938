import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import type { WebhookEventType } from '../../../domain/webhooks';
import { newMessageId } from './signature';

/** The notice that deliveries were written, which the webhook sender of every process listens to. */
export const WEBHOOK_QUEUED_CHANNEL = 'webhook_queued';

/** One event, as the lifecycle that wrote the change tells it. */
export interface WebhookEvent {
  type: WebhookEventType;
  at: Date;
  /** What the receiver reads in `data`: ids, reference, the statuses before and after. */
  data: Record<string, unknown>;
  dossierId?: number | null;
  demandeId?: number | null;
  reference: string | null;
}

/**
 * Writes the event's deliveries, one per enabled endpoint that wants it, in the caller's transaction: they exist
 * exactly when the change does (a rolled-back change sends nothing). The body is the Standard Webhooks envelope
 * (`type`, `timestamp`, `data`), fixed here so that every attempt signs the same bytes.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.enabled} and ${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`);
  if (endpoints.length === 0) return;
  const messageId = newMessageId();
  const payload = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data });
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId,
      eventType: event.type,
      payload,
      dossierId: event.dossierId ?? null,
      demandeId: event.demandeId ?? null,
      reference: event.reference,
      createdAt: event.at,
      nextAttemptAt: event.at,
    })),
  );
  // Delivered to the listeners when the transaction commits, dropped if it rolls back (as the mail outbox's notice).
  await tx.execute(sql`SELECT pg_notify(${WEBHOOK_QUEUED_CHANNEL}, '')`);
}

/** A new delivery of a delivery's event to the same endpoint ("Renvoyer"): same message id and body, fresh attempts. */
export async function resendDelivery(tx: Db, deliveryId: number, at: Date): Promise<number | null> {
  const [original] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!original) return null;
  const [copy] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId: original.endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      payload: original.payload,
      dossierId: original.dossierId,
      demandeId: original.demandeId,
      reference: original.reference,
      createdAt: at,
      nextAttemptAt: at,
    })
    .returning({ id: webhookDeliveries.id });
  await tx.execute(sql`SELECT pg_notify(${WEBHOOK_QUEUED_CHANNEL}, '')`);
  return copy!.id;
}
