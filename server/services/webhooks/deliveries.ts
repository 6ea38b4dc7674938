import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { notFound } from '../../../domain/errors';
import type { WebhookDeliveryRow } from '../../../domain/wire/webhooks';
import { resendDelivery } from './enqueue';

/** The screen shows an endpoint's most recent deliveries: older ones stay in the table. */
const SHOWN_DELIVERIES = 50;

/** An endpoint's latest deliveries, newest first, each with its attempts in order. */
export async function listWebhookDeliveries(db: Db, endpointId: number): Promise<WebhookDeliveryRow[]> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound();
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(SHOWN_DELIVERIES);
  const attempts = deliveries.length
    ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveries.map((d) => d.id))).orderBy(asc(webhookAttempts.at), asc(webhookAttempts.id))
    : [];
  return deliveries.map((delivery) => ({
    id: delivery.id,
    messageId: delivery.messageId,
    eventType: delivery.eventType,
    dossierId: delivery.dossierId,
    demandeId: delivery.demandeId,
    reference: delivery.reference,
    status: delivery.status,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: delivery.status === 'queued' ? delivery.nextAttemptAt.toISOString() : null,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({ at: attempt.at.toISOString(), statusCode: attempt.statusCode, excerpt: attempt.excerpt, durationMs: attempt.durationMs })),
  }));
}

/** "Renvoyer": the delivery's event again, as a new delivery sent at once. Answers the new delivery's id. */
export async function resendWebhookDelivery(db: Db, deliveryId: number, at = new Date()): Promise<{ id: number }> {
  const id = await db.transaction((tx) => resendDelivery(tx, deliveryId, at));
  if (id === null) throw notFound();
  return { id };
}
