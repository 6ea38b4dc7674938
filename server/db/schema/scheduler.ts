import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { dossiers } from './dossiers';
import { ownedBy } from './columns';

/** What the scheduler fires (server/services/scheduler/): the timed events of the status machine, and the alerts before deadlines. */
export type ScheduledEventKind = 'AUTO_REJECT_REPORT' | 'ACCEPT_TACITLY' | 'DEADLINE_ALERT';

/**
 * One row per timed transition of a dossier: planned when the dossier enters the situation that starts the
 * clock, fired once due, under a row lock (FOR UPDATE SKIP LOCKED), by whichever API process takes it first.
 * The state lives only here, so a restart loses nothing; a failure is kept and retried.
 */
export const scheduledEvents = pgTable(
  'scheduled_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ScheduledEventKind>().notNull(),
    dossierId: ownedBy('dossier_id', () => dossiers.id),
    /** When the deadline calls for it; never moved, so that planning again finds the row. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When a failed attempt is tried again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** When it was fired, or found pointless (the dossier had moved on: `lastError` says so). */
    firedAt: timestamp('fired_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per deadline of a kind, planned by any process: a dossier examined again gets a new deadline, a new row.
    uniqueIndex('scheduled_events_kind_dossier_due_idx').on(t.kind, t.dossierId, t.dueAt),
    index('scheduled_events_next_idx').on(sql`coalesce(${t.retryAt}, ${t.dueAt})`).where(sql`${t.firedAt} is null`),
  ],
);
