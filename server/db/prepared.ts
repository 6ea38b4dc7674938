import type { Db } from './client';

/**
 * A statement every request runs, built once per database handle: Drizzle skips building its SQL, and
 * PostgreSQL parses and plans a named statement once per connection instead of on every call.
 */
export function preparedStatement<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
