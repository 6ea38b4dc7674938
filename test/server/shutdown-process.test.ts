// Also on PostgreSQL: the server runs in a child process of its own, which only a database server lets this test read beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { dossiers, typesAide } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { DEMO_PASSWORD } from '../../server/seed/demo-contacts';
import { createTestDatabase, testDatabaseUrl } from '../support/test-database';
import { freePort } from '../support/free-port';
import { dossierWriters } from '../support/dossier-writers';

/**
 * Issue 29, item 5, as a deployment stops it: the real server (server/main.ts) in a process of its own, sent SIGTERM
 * under six streams of dossier creations, must answer 2xx every dossier it committed, and exit 0. The in-process test
 * (graceful-shutdown.test.ts) proves the order of the stop; this one proves main.ts wires it to the signal. PGlite is
 * the process's own file, which this test could not read while the server holds it: PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
/** A loaded machine may start the server slowly: that is the machine, not the stop under test. */
const START_MS = 120_000;

let database: Database;
let server: ChildProcess;
let url = '';
let log = '';

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase('seeded');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(database)!, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, SEED_DEMO: 'false', MIGRATE_AT_START: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (log += chunk));
  server.stderr!.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + START_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited at start:\n${log}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, START_MS + 30_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await database?.close();
});

describe.runIf(onPostgres)('the server process on SIGTERM', () => {
  it('answers 2xx every dossier it committed while six writers stream them, then exits 0', { timeout: 180_000 }, async () => {
    const apiVersion = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    const login = await fetch(`${url}/api/auth/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo.presta', password: DEMO_PASSWORD, droitId: Droit.Prestataire }),
    });
    expect(login.status, log).toBe(200);
    const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
    const [conseil] = await database.db.select({ id: typesAide.id }).from(typesAide).where(eq(typesAide.code, 'CONSEIL'));
    const [{ last } = { last: 0 }] = await database.db.select({ last: max(dossiers.id) }).from(dossiers);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-api-version': apiVersion };

    const { answered, statuses, writers } = dossierWriters(`${url}/api/dossiers/add`, headers, conseil!.id);
    while (answered.length < 12 && server.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20));

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited, log).toBe(0);
    await Promise.all(writers);

    const committed = (await database.db.select({ id: dossiers.id }).from(dossiers).where(gt(dossiers.id, last ?? 0))).map((d) => d.id);
    expect(statuses.filter((s) => s >= 500 && s !== 503), statuses.join()).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(12);
    expect([...committed].sort((a, b) => a - b)).toEqual([...answered].sort((a, b) => a - b));
  });
});
