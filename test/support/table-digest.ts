import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

type Rows<T> = { rows: T[] };

/**
 * A digest of every table's content, by table: the tables are read from the information schema, so a table
 * added tomorrow is covered. Two queries: the list of tables, then one md5 per table over its rows in order.
 */
export async function tableDigest(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as Rows<{ name: string }>;
  const digests = tables.rows.map(
    ({ name }) => sql`SELECT ${name}::text AS name, (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.identifier(name)} t) AS digest`,
  );
  const result = (await db.execute(sql.join(digests, sql` UNION ALL `))) as unknown as Rows<{ name: string; digest: string }>;
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
}
