import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { DevMailbox } from '../../server/services/mail/dev-mailbox';
import { seedDemoOnce } from '../../server/seed/demo';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';
import { DEMO_LINKS } from '../../server/seed/demo-files';
import { createTestDatabase, reopenTestDatabase } from './test-database';
import { checkAnswerAgainstItsSchema } from './answer-check';

export const TEST_API_VERSION = '1.0.0-test';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** Signs a demo login in and returns its bearer header. */
  login(login: string, droitId?: number): Promise<{ authorization: string; token: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the server's log lines go; silent when absent. */
  logger?: BuildAppOptions['logger'];
  /** Another API process on this (seeded) database; the caller closes it. */
  sharing?: Database;
  /** A development mailbox the app sends to and serves (server/services/mail/dev-mailbox.ts); the caller closes it. */
  devMailbox?: DevMailbox;
}

/**
 * A database with the demo data of the configured platform: the default platform's come seeded with the copy of
 * the run's database (test/support/test-database.ts); another platform's (PLATFORM_ID=101) are seeded on this copy,
 * which costs a few seconds to the files that ask for it only.
 */
async function seededDatabase(config: ServerConfig): Promise<Database> {
  if (config.platform.id === DEMO_LINKS.id) return createTestDatabase('seeded');
  const database = await createTestDatabase('migrated');
  const files = mkdtempSync(path.join(tmpdir(), 'vcp-platform-'));
  try {
    await seedDemoOnce(database.db, { dataDir: files, platform: { ...DEMO_LINKS, id: config.platform.id } });
  } finally {
    // The demo's document files: no server test downloads them.
    rmSync(files, { recursive: true, force: true });
  }
  return database;
}

/** The real server on a fresh seeded database, driven through `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}, { logger = false, sharing, devMailbox }: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ APP_DIR: 'no-app-in-server-tests', ...env }, TEST_API_VERSION);
  const database = sharing ? await reopenTestDatabase(sharing) : await seededDatabase(config);
  const app = await buildApp({ config, database, logger, jwtSecret: 'test-secret-test-secret-test-secret!', devMailbox, checkAnswer: checkAnswerAgainstItsSchema });
  // Start-up work (the scheduler's first round) is over before a test inserts its own data.
  await app.ready();
  return {
    app,
    database,
    config,
    async login(login, droitId) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login/password',
        payload: { login, password: DEMO_PASSWORD, ...(droitId ? { droitId } : {}) },
      });
      if (response.statusCode !== 200) throw new Error(`login ${login}: ${response.statusCode} ${response.body}`);
      const token = response.json().result.access_token as string;
      return { authorization: `Bearer ${token}`, token };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
