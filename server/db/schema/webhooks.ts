import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { dossiers } from './dossiers';
import { demandesLabellisation } from './labellisation';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../../domain/webhooks';
import { ownedBy } from './columns';

/**
 * A receiver a manager registered (docs/webhooks.md): its address, the events it wants, and the secret its
 * deliveries are signed with. The secret is kept as is because every delivery must be signed with it: a dump of the
 * database holds it, as it holds the token-signing secret (docs/production.md, Backups).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: jsonb('events').$type<WebhookEventType[]>().notNull(),
  secret: text('secret').notNull(),
  /** Off, no delivery is written for it; those already written are still sent. */
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => contacts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change it tells, sent by
 * whichever API process claims it first (claimedUntil, taken under FOR UPDATE SKIP LOCKED), retried with backoff.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    /** The Standard Webhooks `webhook-id`: one per event, kept by a resend so that a receiver can drop a duplicate. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    /** The exact body signed and sent (JSON text), so that every attempt and every resend sends the same bytes. */
    payload: text('payload').notNull(),
    dossierId: integer('dossier_id').references(() => dossiers.id, { onDelete: 'set null' }),
    demandeId: integer('demande_id').references(() => demandesLabellisation.id, { onDelete: 'set null' }),
    reference: text('reference'),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a process is sending it: no other takes it before then (a crashed sender's claim runs out). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // The sender's look-up: what is due, oldest first.
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt, t.id),
    // An endpoint's deliveries, newest first.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every attempt of a delivery, with the receiver's answer (or why none came), kept for the managers' screen. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: ownedBy('delivery_id', () => webhookDeliveries.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    excerpt: text('excerpt').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
