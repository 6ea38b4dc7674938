import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { freePort } from './free-port';
import { seedDemoOnce } from '../../server/seed/demo';
import { DEMO_LINKS } from '../../server/seed/demo-files';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** Template databases of the cluster: migrated, and migrated then seeded with the demo data. */
    postgresTemplates: { migrated: string; seeded: string };
  }
}

/** Debian keeps each PostgreSQL version's programs in its own folder; PG_BIN points elsewhere. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export interface PostgresCluster {
  /** The `postgres` database of the cluster, as superuser. */
  url: string;
  /** `immediate` skips the checkpoint, for a cluster thrown away next. */
  stop(mode?: 'fast' | 'immediate'): void;
}

/**
 * Starts a private PostgreSQL cluster on loopback in `dir`, creating it there first unless the folder
 * already holds one (the bench keeps its million dossiers between runs). PostgreSQL refuses to run as
 * root, so root runs it as `postgres`.
 */
export async function startCluster(dir: string): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL est introuvable : installez le paquet Debian « postgresql » ou définissez PG_BIN.');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (!existsSync(path.join(data, 'PG_VERSION'))) run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
  };
}

/**
 * Creates `name` (from `template` when given) and runs `fill` on it, then closes it to connections: migrating and
 * seeding cost seconds, so they are done once per run, and each test file gets a copy (`CREATE DATABASE … TEMPLATE`).
 */
async function createTemplate(adminUrl: string, name: string, template: string | null, fill: (url: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await fill(adminUrl.replace(/\/postgres$/, `/${name}`));
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
}

/**
 * The server suite's second run: a cluster in a temporary folder, stopped and removed afterwards, with the
 * template databases each test file's database is copied from (test/support/test-database.ts).
 */
export default async function startPostgres(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vcp-pg-'));
  const cluster = await startCluster(dir);
  const templates = { migrated: 'tpl_migrated', seeded: 'tpl_seeded' };
  const fill = (seed: boolean) => async (url: string) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      // The demo's document files stay behind: no server test downloads them.
      if (seed) await seedDemoOnce(database.db, { dataDir: dir, platform: DEMO_LINKS });
    } finally {
      await database.close();
    }
  };
  try {
    await createTemplate(cluster.url, templates.migrated, null, fill(false));
    await createTemplate(cluster.url, templates.seeded, templates.migrated, fill(true));
  } catch (error) {
    cluster.stop('immediate');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplates', templates);
  return () => {
    cluster.stop('immediate');
    rmSync(dir, { recursive: true, force: true });
  };
}
