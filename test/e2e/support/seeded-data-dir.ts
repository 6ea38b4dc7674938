import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedDemoOnce } from '../../../server/seed/demo';
import { DEMO_LINKS } from '../../../server/seed/demo-files';
import { seedReferenceData } from '../../../server/seed/reference';
import { AUDITED_PAGES } from '../../../domain/accessibility';
import { claimStatementPages } from './route-claims';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder as the server's first start leaves it: migrated and seeded with the demo data. */
    seededDataDir: string;
  }
}

/**
 * Global setup of the browser journeys: the server's first start on an empty data folder (creating, migrating,
 * seeding the embedded database) costs seconds of CPU, so it is done once per run here, the way server/main.ts
 * does it, and each journey's server starts on its own copy of the folder (test/e2e/support/server.ts).
 * test/e2e/restart.test.ts still starts the server on an empty folder, as a user's first start does.
 */
export default async function prepareSeededDataDir(project: TestProject) {
  // The journeys run the app as `npm start` does: built, the server compiled (a second and a half to start
  // instead of two and more through tsx). Rebuilt here only when a source is newer than its build.
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'vcp-e2e-seeded-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await seedReferenceData(database.db);
    // The demo's document files go with the folder each journey copies.
    await seedDemoOnce(database.db, { dataDir: dir, platform: DEMO_LINKS });
  } finally {
    await database.close();
  }
  project.provide('seededDataDir', dir);
  // The routes already audited in this run (route-audit.ts), shared by the journeys' workers; the statement's pages
  // are accessibility.test.ts's.
  const audited = mkdtempSync(path.join(tmpdir(), 'vcp-e2e-audited-'));
  claimStatementPages(audited, AUDITED_PAGES);
  project.provide('auditedRoutesDir', audited);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(audited, { recursive: true, force: true });
  };
}
