// Also on PostgreSQL: WORKERS runs several API processes on one port, which only a PostgreSQL server can serve.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseUrl } from '../support/test-database';
import { freePort } from '../support/free-port';
import type { Database } from '../../server/db/client';
import { loadConfig } from '../../server/config';
import { apiProcesses } from '../../server/cluster';

// Issue 32, item 2: `WORKERS` starts that many API processes under node:cluster, sharing the port; PGlite stays one
// process and says so. On PostgreSQL the real start (server/main.ts) runs in a child process, as `npm start` does.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const START_LIMIT_MS = 300_000;

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startPlatform(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!output.includes('Plateforme prête')) {
    if (child.exitCode !== null || Date.now() - started > START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`the platform did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** The platform's processes whose parent is `pid` (not tsx's compiler service), read from /proc (Linux). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The command may hold spaces and parentheses: the fields after its closing parenthesis are fixed.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server/main.ts');
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 60_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = async (url: string) => (await fetch(`${url}/api/health`)).status;

describe.runIf(onPostgres)('WORKERS on PostgreSQL', () => {
  let database: Database;
  let platform: Started;
  // Made in beforeAll, not while the file is collected: on PGlite this suite is skipped, and its afterAll with it.
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-cluster-'));
    database = await createTestDatabase('migrated');
    platform = await startPlatform({ WORKERS: '2', DATABASE_URL: testDatabaseUrl(database)!, DATA_DIR: dataDir });
  }, START_LIMIT_MS + 10_000);
  afterAll(async () => {
    if (platform?.child.exitCode === null) platform.child.kill('SIGKILL');
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs two API processes on one port, forks again one that dies, and stops them all on SIGTERM', { timeout: 180_000 }, async () => {
    const primary = platform.child.pid!;
    expect(platform.output()).toContain("Processus de l'API : 2 (WORKERS), sur le même port");
    // The embedded test provider keeps its keys in one process: a cluster does not run it.
    expect(platform.output()).toContain('Identification électronique : aucune');
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);
    for (let i = 0; i < 6; i++) expect(await healthy(platform.url)).toBe(200);

    process.kill(workers[0]!, 'SIGKILL');
    await until(() => childrenOf(primary).length === 2 && !childrenOf(primary).includes(workers[0]!), 'a new worker');
    expect(await healthy(platform.url)).toBe(200);

    const remaining = childrenOf(primary);
    platform.child.kill('SIGTERM');
    expect(await platform.exited).toBe(0);
    for (const pid of remaining) expect(() => process.kill(pid, 0)).toThrow();
  });
});

describe('how many API processes a start runs', () => {
  const config = (env: Record<string, string>) => loadConfig(env);
  it('runs WORKERS processes on PostgreSQL, one per core for auto', () => {
    expect(apiProcesses(config({ WORKERS: '3', DATABASE_URL: 'postgres://db/app' }))).toEqual({ count: 3, notice: null });
    expect(apiProcesses(config({ WORKERS: 'auto', DATABASE_URL: 'postgres://db/app' })).count).toBe(availableParallelism());
    expect(apiProcesses(config({ DATABASE_URL: 'postgres://db/app' }))).toEqual({ count: 1, notice: null });
  });
  it('stays one process on the embedded database, and says why when WORKERS asked for more', () => {
    expect(apiProcesses(config({ WORKERS: '2' }))).toEqual({
      count: 1,
      notice: "WORKERS=2 ignoré : la base intégrée (PGlite) ne sert qu'un processus. Avec DATABASE_URL (PostgreSQL), l'API en lance plusieurs.",
    });
    expect(apiProcesses(config({}))).toEqual({ count: 1, notice: null });
  });
  it('refuses a WORKERS that is not a count', () => {
    expect(() => config({ WORKERS: '0' })).toThrow('WORKERS doit valoir au moins 1, ou « auto » (reçu « 0 »).');
    expect(() => config({ WORKERS: 'deux' })).toThrow('WORKERS doit être un entier positif (reçu « deux »).');
  });
});
