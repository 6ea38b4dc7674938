import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, startPglite, type Database } from '../../server/db/client';
import { seededPglite } from './reused-pglite';

/** Where each PostgreSQL test database lives, to open it again as another API process would. */
const urls = new WeakMap<Database, string>();

/** Each dump's bytes, read once per worker: its files share its modules, and the dumps do not change during a run. */
const dumpsRead = new Map<string, ArrayBuffer>();
function dumpBytes(file: string): ArrayBuffer {
  let bytes = dumpsRead.get(file);
  if (!bytes) {
    const read = readFileSync(file);
    dumpsRead.set(file, (bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) as ArrayBuffer));
  }
  return bytes;
}

/**
 * A dump as PGlite reads it (it only asks for `arrayBuffer()`), the same bytes for every database of the worker.
 * PGlite only reads them: its untarring writes each file into the database's in-memory file system, which copies
 * what it is given (test/server/test-databases.test.ts fails if a database opened after another has written sees any of it). Node's own Blob hands
 * its bytes over in chunks that are then joined, a quarter of a database's opening (2026-11-28), and a copy per
 * database cost 0.17 s of the 1.4 s an opening takes (2026-11-29).
 */
class DumpBytes extends Blob {
  constructor(private readonly dump: ArrayBuffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.dump);
  }
}

/** What a test database holds when it opens: the migrated schema only, or the demo data too. */
export type TestDatabaseContent = 'migrated' | 'seeded';

function pgliteDump(content: TestDatabaseContent): Blob {
  const dumps = inject('pgliteDumps');
  if (!dumps) throw new Error('No PGlite dump: the project needs the global setup test/support/pglite-dumps.ts.');
  return new DumpBytes(dumpBytes(dumps[content]));
}

/** A bare PGlite started from the run's dump, for a test of the driver itself (seconds less than a new one); the caller closes it. */
export const startTestPglite = (content: TestDatabaseContent = 'migrated'): Promise<PGlite> => startPglite({ dataDir: null, loadDataDir: pgliteDump(content) });

/**
 * A fresh database for one test file: in-memory PGlite, or (project server-pg) a new database in the
 * private PostgreSQL cluster, dropped on close. Tests inside a file share it and isolate their own data.
 * Either is a copy of what the project's global setup migrated (and seeded) once for the whole run
 * (test/support/pglite-dumps.ts, test/support/postgres-cluster.ts): no file sees another one's writes. A seeded
 * PGlite a file closed is put back as seeded for the next file of the worker (reused-pglite.ts).
 */
export async function createTestDatabase(content: TestDatabaseContent = 'migrated'): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dump = () => pgliteDump(content);
    return content === 'seeded' ? seededPglite(dump) : openDatabase({ dataDir: null, loadDataDir: dump() });
  }
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplates')[content]}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = await openDatabase({ databaseUrl: url });
  const created: Database = {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
  urls.set(created, url);
  return created;
}

/** The PostgreSQL database's address, for another process to open it; undefined on PGlite, which lives in one process. */
export const testDatabaseUrl = (database: Database): string | undefined => urls.get(database);

/**
 * A second connection to the same database, as a second API process has (its own pool, its own listener).
 * PGlite lives in one process: the second handle shares the first, and closing it leaves the first open.
 */
export async function reopenTestDatabase(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return openDatabase({ databaseUrl: url });
}
