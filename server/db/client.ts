import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { localNotifications, postgresNotifications, type Notifications } from './notifications';
import { withDrizzleParsers } from './pglite-parsers';

/** One type for both drivers: the code never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database extends Pick<Notifications, 'notify' | 'listen'> {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: its data folder as an uncompressed tarball, which `openDatabase`'s `loadDataDir` starts from. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's connections, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const migrationsFolder = MIGRATIONS_FOLDER;

/** `migrate: false` opens the database as it is (MIGRATE_AT_START=false: `npm run db:migrate` applies them alone). */
export interface OpenOptions {
  migrate?: boolean;
}

/** Where the embedded database lives: a folder, or memory (null); `loadDataDir` starts it from a dumped data folder. */
export interface PgliteLocation {
  dataDir: string | null;
  loadDataDir?: Blob;
}

/** A PGlite at `location`, started. The migrations create pg_trgm (the list's `reference` search); PGlite loads extensions at creation. */
export async function startPglite(location: PgliteLocation): Promise<PGlite> {
  const client = new PGlite({
    ...(location.dataDir ? { dataDir: location.dataDir } : {}),
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  return client;
}

/**
 * Opens the database and applies the committed migrations.
 * `location`: a postgres:// URL, a folder for the embedded PGlite database, or null for in-memory;
 * `loadDataDir`, a PGlite data folder dumped by `dumpDatabase` (the tests' migrated and seeded copy), to start
 * an empty location from instead of creating a new database cluster; or a PGlite already started
 * (`startPglite`), which the caller closes: closing the database leaves it open (the tests hand one from file to file).
 */
export async function openDatabase(
  location: { databaseUrl: string } | PgliteLocation | { pglite: PGlite },
  { migrate = true }: OpenOptions = {},
): Promise<Database> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, administrator) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`Connexion PostgreSQL inactive perdue : ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    if (migrate) await migratePg(db, { migrationsFolder });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { ...withNotifications(db, 'postgres', postgresNotifications(pool, location.databaseUrl), () => pool.end()), poolStats };
  }
  const owned = !('pglite' in location);
  // Started first: its start sets the arrays' parsers, some of which Drizzle's must replace.
  const client = owned ? await startPglite(location) : location.pglite;
  const db = drizzlePglite({ client: withDrizzleParsers(client), schema });
  if (migrate) await migratePglite(db, { migrationsFolder });
  const closeClient = owned ? () => client.close() : async () => undefined;
  return { ...withNotifications(db, 'pglite', localNotifications(client), closeClient), dump: () => client.dumpDataDir('none') };
}

/** The opened database with its notification channel, both closed together. */
function withNotifications(
  db: unknown,
  kind: Database['kind'],
  notifications: Notifications,
  closeClient: () => Promise<void>,
): Database {
  return {
    db: db as Db,
    kind,
    notify: notifications.notify,
    listen: notifications.listen,
    async close() {
      await notifications.close();
      await closeClient();
    },
  };
}
