import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, startPglite, type Database } from '../../server/db/client';

/**
 * A closed file's seeded PGlite put back as the dump had it, for the next file of the worker: opening one from the
 * dump costs 0.7 s of CPU alone, 1 to 2 s under the suite's load (untarring a thousand files into PGlite's memory,
 * then PostgreSQL's start, 2026-11-29), putting one back a few tens of milliseconds. Every table's rows and every
 * sequence are put back; a database whose schema, settings, statistics or locks differ from the dump's (a file
 * that created a table, ran ANALYZE, changed a setting for its session, kept a lock) is closed instead, as every
 * database was before. test/server/test-databases.test.ts checks that nothing a file wrote reaches the next one.
 */

/** Everything about a database that is not its rows or sequences, in one digest. */
const STATE_DIGEST = `
  WITH own AS (SELECT oid FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')),
  lines AS (
    SELECT 'rel ' || c.oid::regclass || ' ' || c.relkind::text || c.relpersistence::text AS line FROM pg_class c WHERE c.relnamespace IN (SELECT oid FROM own)
    UNION ALL SELECT 'col ' || a.attrelid::regclass || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE c.relnamespace IN (SELECT oid FROM own) AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT 'con ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace IN (SELECT oid FROM own)
    UNION ALL SELECT 'trg ' || tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'fn ' || oid::regprocedure || ' ' || md5(prosrc) FROM pg_proc WHERE pronamespace IN (SELECT oid FROM own)
    UNION ALL SELECT 'type ' || oid::regtype FROM pg_type WHERE typnamespace IN (SELECT oid FROM own)
    UNION ALL SELECT 'ns ' || nspname FROM pg_namespace
    UNION ALL SELECT 'ext ' || extname || ' ' || extversion FROM pg_extension
    UNION ALL SELECT 'role ' || rolname FROM pg_roles
    UNION ALL SELECT 'set ' || name || '=' || setting FROM pg_settings WHERE source NOT IN ('default', 'override')
    UNION ALL SELECT 'stats ' || count(*) FROM pg_statistic
    UNION ALL SELECT 'locks ' || count(*) FROM pg_locks WHERE locktype = 'advisory'
  )
  SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS digest FROM lines`;

const TABLES = `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`;
const SEQUENCES = `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value) AS value, last_value IS NOT NULL AS called FROM pg_sequences ORDER BY 1`;

interface Seeded {
  digest: string;
  /** The statements that put the rows and the sequences back. */
  restore: string;
}

async function digestOf(client: PGlite): Promise<string> {
  return (await client.query<{ digest: string }>(STATE_DIGEST)).rows[0]!.digest;
}

/** The rows travel inside the statements as JSON between these dollar quotes: a row holding them is refused. */
const QUOTE = '$seeded_rows$';

/** What the database holds as the dump left it, read once per worker. */
async function readSeeded(client: PGlite): Promise<Seeded> {
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((table) => table.name);
  const inserts: string[] = [];
  for (const table of tables) {
    const json = (await client.query<{ rows: string | null }>(`SELECT json_agg(t)::text AS rows FROM ${table} t`)).rows[0]!.rows;
    if (json === null) continue;
    if (json.includes(QUOTE)) throw new Error(`${table} holds ${QUOTE}`);
    inserts.push(`INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${table}, ${QUOTE}${json}${QUOTE});`);
  }
  const sequences = (await client.query<{ name: string; value: string; called: boolean }>(SEQUENCES)).rows;
  const restore = [
    'BEGIN;',
    // Rows as they were: no trigger rewrites them, and no foreign key is checked half-way through.
    'SET LOCAL session_replication_role = replica;',
    `TRUNCATE ${tables.join(', ')};`,
    ...inserts,
    ...sequences.map((sequence) => `SELECT setval('${sequence.name}', ${sequence.value}, ${sequence.called});`),
    'COMMIT;',
  ].join('\n');
  return { digest: await digestOf(client), restore };
}

let seeded: Promise<Seeded> | undefined;
const idle: PGlite[] = [];
let opened = 0;
let putBackCount = 0;

/**
 * PGlite's PostgreSQL reads the time from JavaScript's Date. Under a file's faked clock (`vi.setSystemTime`, years
 * ahead) it arms its own timers for then; back on the real clock, Node cuts each wait too long for it (over 24.8
 * days) to 1 ms, and the database wakes every millisecond until that date (seen: thousands of Node's warnings in
 * the next files of the worker). So every replacement of Date (how Vitest fakes it, and gives it back) is counted,
 * and a database handed out while Date was not the real one, or while it was replaced, is closed, not put back.
 */
const realDate = globalThis.Date;
let currentDate = realDate;
let dateReplacements = 0;
Object.defineProperty(globalThis, 'Date', {
  configurable: true,
  get: () => currentDate,
  set(replacement: DateConstructor) {
    currentDate = replacement;
    dateReplacements++;
  },
});
const clockIsReal = () => currentDate === realDate;

/** A seeded database a closed file put back, or else one started from `dump`. */
export async function seededPglite(dump: () => Blob): Promise<Database> {
  let client = idle.pop();
  if (!client) {
    client = await startPglite({ dataDir: null, loadDataDir: dump() });
    opened++;
  }
  // Read from the worker's first database, before anything wrote to it.
  seeded ??= readSeeded(client);
  await seeded;
  const database = await openDatabase({ pglite: client });
  const reusable = client;
  const replacementsBefore = clockIsReal() ? dateReplacements : -1;
  return {
    ...database,
    async close() {
      await database.close();
      const realClockThroughout = clockIsReal() && dateReplacements === replacementsBefore;
      if (realClockThroughout && (await putBack(reusable))) {
        idle.push(reusable);
        putBackCount++;
      } else await reusable.close();
    },
  };
}

async function putBack(client: PGlite): Promise<boolean> {
  try {
    const { digest, restore } = await seeded!;
    if ((await digestOf(client)) !== digest) return false;
    await client.exec(restore);
    return true;
  } catch {
    return false;
  }
}

/** How many seeded databases this worker opened from the dump, reused ones left out. */
export const seededPglitesOpened = () => opened;

/**
 * How many closed databases this worker put back. The next file takes the last one put back; others may wait
 * beside it (a file that had two open), so whether a close put its database back is read here, not from openings.
 */
export const seededPglitesPutBack = () => putBackCount;
