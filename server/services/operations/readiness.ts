import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Db } from '../../db/client';

/** Each check of readiness: null when it passes, else why not, in a sentence an operator reads. */
export interface Readiness {
  ready: boolean;
  checks: { database: string | null; migrations: string | null; mailOutbox: string | null };
}

/** Rounds of the mail sender a due message may wait before the outbox counts as stuck. */
const STUCK_AFTER_ROUNDS = 20;

/** The migrations this code base ships (drizzle's journal): a database that has applied fewer is not ready for it. */
export function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** The two outboxes: e-mails (`outbox`) and webhook deliveries; both queue rows with a status and a next attempt. */
export type OutboxTable = 'outbox' | 'webhook_deliveries';

/** How many queued messages of an outbox are due, and since how many seconds the oldest of them waits. */
export async function outboxDepth(db: Db, table: OutboxTable): Promise<{ due: number; oldestSeconds: number }> {
  const [row] = await rowsOf<{ due: number; oldest: number | null }>(
    db,
    sql`select count(*)::int as due, extract(epoch from now() - min(next_attempt_at))::float as oldest from ${sql.identifier(table)} where status = 'queued' and next_attempt_at <= now()`,
  );
  return { due: row?.due ?? 0, oldestSeconds: Math.max(0, row?.oldest ?? 0) };
}

/**
 * Whether this process can serve: the database answers, it has applied every migration of this code (a process
 * started with MIGRATE_AT_START=false waits for `npm run db:migrate`), and, when e-mails are sent at all, no due
 * message has waited more than STUCK_AFTER_ROUNDS rounds of the sender.
 */
export async function readiness(db: Db, mail: { sending: boolean; roundSeconds: number }): Promise<Readiness> {
  const checks: Readiness['checks'] = { database: null, migrations: null, mailOutbox: null };
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    checks.database = `La base de données ne répond pas : ${(error as Error).message}`;
    return { ready: false, checks };
  }
  const applied = await appliedMigrations(db);
  const shipped = shippedMigrations();
  if (applied < shipped) checks.migrations = `${applied} migrations appliquées sur ${shipped} : lancer npm run db:migrate.`;
  if (mail.sending) {
    const { due, oldestSeconds } = await outboxDepth(db, 'outbox');
    if (due > 0 && oldestSeconds > STUCK_AFTER_ROUNDS * mail.roundSeconds) checks.mailOutbox = `${due} e-mails attendent depuis ${Math.round(oldestSeconds)} s.`;
  }
  return { ready: Object.values(checks).every((check) => check === null), checks };
}

/** Drizzle's record of the applied migrations; none when the database was never migrated. */
async function appliedMigrations(db: Db): Promise<number> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return 0;
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** The rows of a raw query: both drivers answer `{ rows }`, which the shared Db type does not say. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
