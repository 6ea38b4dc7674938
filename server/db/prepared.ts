import type { Db } from './client';
import { keepPlan, keptPlansOf } from './pglite-plans';

/**
 * A statement every request runs, built once per database handle: Drizzle skips building its SQL, and
 * PostgreSQL parses and plans a named statement once per connection instead of on every call (on PGlite, through
 * SQL's PREPARE: pglite-plans.ts).
 */
export function preparedStatement<T extends { getQuery(): { sql: string } }>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      const plans = keptPlansOf((db as { $client?: unknown }).$client);
      if (plans) keepPlan(plans, statement.getQuery().sql);
      byDb.set(db, statement);
    }
    return statement;
  };
}
