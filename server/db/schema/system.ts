import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { organisations } from './organisations';
import type { NotificationKind } from '../../../domain/notifications';
import type { OutboxStatus } from '../../../domain/wire/emails';
import { ownedBy } from './columns';

/** A signed-in session: access tokens carry its id, so logout (revokedAt) stops them at once. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  contactId: ownedBy('contact_id', () => contacts.id),
  droitId: integer('droit_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  refreshUntil: timestamp('refresh_until', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * The sign-in throttle's counters, one row per bucket (a login and address pair, an address, a login, an address
 * a login signed in from), in the database so that every API process counts the same attempts. A row means
 * nothing after expiresAt and is deleted as failures come in (server/services/auth/login-throttle.ts).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    bucket: text('bucket').primaryKey(),
    attempts: integer('attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_expires_idx').on(t.expiresAt)],
);

/** Every e-mail the platform sends; the e-mail history screen reads it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  /**
   * The organisation the message is about (the one its recipient hears from as its contact): its Authorities read it
   * in the history. Null for a message about the account alone (sign-up, password reset), which only its recipient reads.
   */
  organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The mail server's last refusal (or the connection's failure), kept for the history. */
  error: text('error'),
  /** queued (to send, again after a failure), sent, failed (every attempt refused). */
  status: text('status').$type<OutboxStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  /** The kind of message (domain/notifications.ts); null for the messages written before kinds existed. */
  kind: text('kind').$type<NotificationKind>(),
}, (t) => [
  // The sender's look-up: what is due, oldest first.
  index('outbox_due_idx').on(t.status, t.nextAttemptAt, t.id),
  // The e-mail history: a contact's messages, newest first.
  index('outbox_contact_idx').on(t.contactId, t.createdAt),
  // An organisation's e-mail history: its messages, newest first.
  index('outbox_organisation_idx').on(t.organisationId, t.createdAt),
]);

/** Settings shared by every API process (maintenance toggle, signing secret). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Password-reset links (spec section 7): only the SHA-256 of the random token is kept, so that a copy of the table
 * cannot reset anyone's password; a link serves once (usedAt) and until expiresAt (README, Password reset).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    contactId: ownedBy('contact_id', () => contacts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_contact_idx').on(t.contactId)],
);

/**
 * The first answer to each creating call sent with an `Idempotency-Key` (server/plugins/idempotency.ts): a retry with
 * the same key, by the same contact on the same path, gets that answer again and creates nothing, whichever API process
 * it reaches. The key is claimed (a row without statusCode) before the call runs, so of two identical calls at once
 * the primary key lets one in. A row means nothing after expiresAt.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    contactId: ownedBy('contact_id', () => contacts.id),
    /** The method and path called, e.g. `POST /api/dossiers/add`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the JSON body: the same key with another body is refused (422); null for an upload. */
    fingerprint: text('fingerprint'),
    /** The answer's status and body once the call answered 2xx; null while it runs. */
    statusCode: integer('status_code'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.route, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
