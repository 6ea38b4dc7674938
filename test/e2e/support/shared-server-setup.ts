import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { recordServerHistory } from './server-history';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's shared server is noted once started (shared-server.ts). */
    sharedServerDir: string;
  }
}

export interface SharedServerRecord {
  url: string;
  pid: number;
  dataDir: string;
}

export const SHARED_SERVER_FILE = 'server.json';
export const SHARED_SERVER_LOG = 'server.log';

/**
 * Global setup of the journeys' shared server (shared-server.ts): a folder where the first file that asks notes the
 * server it started; after the run, the server is stopped, the dossier history it stored is recorded for
 * `npm run paths` as one file's would be, and its data folder removed. Listed after seeded-data-dir.ts: the seeded
 * history is older than `since`.
 */
export default function prepareSharedServer(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vcp-e2e-shared-'));
  const since = new Date();
  project.provide('sharedServerDir', dir);
  return async () => {
    try {
      const record = path.join(dir, SHARED_SERVER_FILE);
      if (!existsSync(record)) return;
      const { pid, dataDir } = JSON.parse(readFileSync(record, 'utf8')) as SharedServerRecord;
      await stopped(pid);
      try {
        await recordServerHistory(dataDir, since, 'shared-server');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/** How long the server may take to close after SIGTERM before it is killed: a stuck shutdown must not hang the run. */
const STOP_LIMIT_MS = 30_000;

/** Stops the process and resolves once it is gone (or a zombie: its database is closed). */
async function stopped(pid: number) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + STOP_LIMIT_MS;
  while (running(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      throw new Error(`the shared server (pid ${pid}) did not stop within ${STOP_LIMIT_MS / 1000} s of SIGTERM: killed`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function running(pid: number): boolean {
  try {
    // Field 3 of /proc/<pid>/stat, after the command in parentheses: Z once it has exited unreaped.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
