import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { invalidFields, notFound } from '../../../domain/errors';
import type { WebhookEndpointPayload } from '../../../domain/schemas/webhooks';
import type { WebhookEndpointCreated, WebhookEndpointRow } from '../../../domain/wire/webhooks';
import { refusedWebhookUrl } from './address-guard';
import { newWebhookSecret } from './signature';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  createdAt: webhookEndpoints.createdAt,
  queued: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'queued')::int`,
  delivered: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'delivered')::int`,
  failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')::int`,
};

interface EndpointRead extends Omit<WebhookEndpointRow, 'createdAt' | 'counts'> {
  createdAt: Date;
  queued: number;
  delivered: number;
  failed: number;
}

function endpointRow({ queued, delivered, failed, createdAt, ...endpoint }: EndpointRead): WebhookEndpointRow {
  return { ...endpoint, createdAt: createdAt.toISOString(), counts: { queued, delivered, failed } };
}

async function readEndpoints(db: Db, id?: number): Promise<WebhookEndpointRow[]> {
  const rows = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .where(id === undefined ? undefined : eq(webhookEndpoints.id, id))
    .groupBy(webhookEndpoints.id)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(endpointRow);
}

/** The registered endpoints, newest first, with their deliveries counted by state; never their secrets. */
export const listWebhookEndpoints = (db: Db) => readEndpoints(db);

/**
 * Registers an endpoint after checking where its address leads (no private network unless allowed), with a new
 * secret, answered this once: the list never shows it again.
 */
export async function addWebhookEndpoint(db: Db, payload: WebhookEndpointPayload, createdBy: number, allowPrivate: boolean): Promise<WebhookEndpointCreated> {
  const refused = await refusedWebhookUrl(payload.url, allowPrivate);
  if (refused) throw invalidFields([{ field: 'url', message: refused }]);
  const secret = newWebhookSecret();
  const [inserted] = await db.insert(webhookEndpoints).values({ url: payload.url, events: payload.events, secret, createdBy }).returning({ id: webhookEndpoints.id });
  const [endpoint] = await readEndpoints(db, inserted!.id);
  return { endpoint: endpoint!, secret };
}

/** Turns an endpoint on or off: off, its events write no delivery for it. */
export async function switchWebhookEndpoint(db: Db, id: number, enabled: boolean): Promise<WebhookEndpointRow> {
  const [updated] = await db.update(webhookEndpoints).set({ enabled }).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (!updated) throw notFound();
  return (await readEndpoints(db, id))[0]!;
}

/** Deletes an endpoint with its deliveries and their attempts. */
export async function deleteWebhookEndpoint(db: Db, id: number): Promise<void> {
  const [deleted] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id });
  if (!deleted) throw notFound();
}
