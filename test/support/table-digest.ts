import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

type Rows<T> = { rows: T[] };

/**
 * A digest of every table's content, by table: the tables are read from the information schema, so a table
 * added tomorrow is covered. Two queries: the list of tables, then per table its row count and the sum of its rows'
 * 64-bit hashes (`hashtextextended` of each row's text). The sum does not depend on the rows' order, so nothing is
 * sorted (an md5 over the rows sorted as text took a fuzzing file 2 s more of its 33 s). A change goes unseen only
 * if the hashes it adds and removes sum alike, a chance of about 2^-64.
 */
export async function tableDigest(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as Rows<{ name: string }>;
  const digests = tables.rows.map(
    ({ name }) =>
      sql`SELECT ${name}::text AS name, (SELECT count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) FROM ${sql.identifier(name)} t) AS digest`,
  );
  const result = (await db.execute(sql.join(digests, sql` UNION ALL `))) as unknown as Rows<{ name: string; digest: string }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
}

/**
 * Where PostgreSQL's write-ahead log ends: every change to a table moves it. A read may move it too (the pages' hint
 * bits, for one): that only asks for a digest more.
 */
async function logPosition(db: Db): Promise<string> {
  const { rows } = (await db.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS position`)) as unknown as Rows<{ position: string }>;
  return rows[0]!.position;
}

export interface DigestAt {
  position: string;
  digest: Record<string, string>;
}

/**
 * The tables' digest, kept with the log position read before it and taken again only once the log has moved: a run
 * of calls that write nothing (the fuzzing's refused calls) costs one short query each, not two passes over every
 * table. `now()` gives back the same record while nothing was written. Refuses a schema with an unlogged table,
 * whose changes the log would not show.
 */
export async function digestWatch(db: Db) {
  const unlogged = (await db.execute(
    sql`SELECT relname AS name FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r' AND relnamespace = current_schema()::regnamespace`,
  )) as unknown as Rows<{ name: string }>;
  if (unlogged.rows.length) throw new Error(`unlogged tables, whose changes the log does not show: ${unlogged.rows.map((row) => row.name).join(', ')}`);
  let kept: DigestAt | undefined;
  return {
    async now(): Promise<DigestAt> {
      // Read before the digest: a write that falls between them moves the log past `position`, and the next call
      // takes the digest again.
      const position = await logPosition(db);
      if (kept?.position !== position) kept = { position, digest: await tableDigest(db) };
      return kept;
    },
  };
}
