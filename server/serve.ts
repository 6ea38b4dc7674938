import { mkdirSync } from 'node:fs';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { buildApp } from './app';
import { gracefulShutdown } from './graceful-shutdown';
import { seedDemoOnce } from './seed/demo';
import { seedReferenceData } from './seed/reference';
import { startDevMailbox, type DevMailbox } from './services/mail/dev-mailbox';

/** Opens the database and brings it to what every process expects: migrated (unless told not to), catalogues, demo data. */
export async function prepareDatabase(config: ServerConfig) {
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, { migrate: config.migrateAtStart });
  // The catalogues every database needs, demo or not; the demo seed brings them too on its first start.
  await seedReferenceData(database.db);
  const seeded = config.seedDemo ? await seedDemoOnce(database.db, config) : null;
  return { database, seeded };
}

/** Opens the database of a process that another has prepared (a cluster's worker): no migration, no seed. */
export const openPreparedDatabase = (config: ServerConfig): Promise<Database> =>
  openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, { migrate: false });

/**
 * One API process: the app on the database, listening on the configured port (shared with the other workers of a
 * cluster), stopped cleanly on SIGINT or SIGTERM.
 */
export async function serveApi(config: ServerConfig, database: Database): Promise<{ devMailbox: DevMailbox | null }> {
  const devMailbox = config.devMailbox ? await startDevMailbox() : null;
  const app = await buildApp({ config, database, logger: true, jwtSecret: process.env.JWT_SECRET, devMailbox });
  const shutdown = gracefulShutdown(app, [async () => devMailbox?.close(), () => database.close()]);
  // `on`, not `once`: a second signal must not kill the process under its requests in flight.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));
  await app.listen({ port: config.port, host: config.host });
  return { devMailbox };
}
