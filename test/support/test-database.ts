import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';

/**
 * A fresh database for one test file: in-memory PGlite, or (project server-pg) a new database in the
 * private PostgreSQL cluster, dropped on close. Tests inside a file share it and isolate their own data.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({ dataDir: null });
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`) });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
