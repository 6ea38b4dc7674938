import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoOnce } from '../../server/seed/demo';
import { DEMO_LINKS } from '../../server/seed/demo-files';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a PGlite data folder as a tarball: migrated, and migrated then seeded with the demo data. */
    pgliteDumps: { migrated: string; seeded: string };
  }
}

async function dumpTo(database: Database, file: string) {
  // A checkpoint first, so that a copy starts without replaying the write-ahead log.
  await database.db.execute('CHECKPOINT');
  writeFileSync(file, new Uint8Array(await (await database.dump!()).arrayBuffer()));
}

/**
 * Global setup of the server suite on PGlite: creating, migrating and seeding a database costs seconds of CPU,
 * so it is done once per run here, and each test file starts its own in-memory database from a copy of the
 * result (test/support/test-database.ts), which shares nothing with the other files.
 */
export default async function preparePgliteDumps(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vcp-pglite-'));
  const dumps = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const database = await openDatabase({ dataDir: null });
  try {
    await dumpTo(database, dumps.migrated);
    // The demo's document files stay behind: no server test downloads them.
    await seedDemoOnce(database.db, { dataDir: dir, platform: DEMO_LINKS });
    await dumpTo(database, dumps.seeded);
  } finally {
    await database.close();
  }
  project.provide('pgliteDumps', dumps);
  return () => rmSync(dir, { recursive: true, force: true });
}
