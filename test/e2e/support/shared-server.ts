import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { SERVER_START_LIMIT_MS, startServer, type RunningServer } from './server';
import { SHARED_SERVER_FILE, SHARED_SERVER_LOG, type SharedServerRecord } from './shared-server-setup';

/** What the starter writes when its start failed: every waiting file fails with the same error. */
const FAILED_FILE = 'failed';

/**
 * The run's shared server (docs/testing.md, "Journeys that share a server"): started by the first journey file that
 * asks, on a copy of the seeded folder, and left running for the next ones in any worker; the e2e global setup
 * (shared-server-setup.ts) stops it after the run and records its history. Its `stop` does nothing: no file owns it.
 */
export async function sharedServer(signal?: AbortSignal): Promise<RunningServer> {
  const dir = inject('sharedServerDir');
  const record = path.join(dir, SHARED_SERVER_FILE);
  if (firstToAsk(dir)) {
    try {
      const server = await startServer({ logFile: path.join(dir, SHARED_SERVER_LOG), signal });
      const started: SharedServerRecord = { url: server.url, pid: server.pid, dataDir: server.dataDir };
      writeFileSync(`${record}.tmp`, JSON.stringify(started));
      // Renamed once whole: a waiting file never reads it half written.
      renameSync(`${record}.tmp`, record);
    } catch (error) {
      writeFileSync(path.join(dir, FAILED_FILE), String(error));
      throw error;
    }
  }
  const started = await startedRecord(dir, signal);
  return { ...started, output: () => readFileSync(path.join(dir, SHARED_SERVER_LOG), 'utf8'), stop: async () => undefined };
}

/** True for the one caller of the run: creating a folder is atomic across the journeys' workers. */
function firstToAsk(dir: string): boolean {
  try {
    mkdirSync(path.join(dir, 'starting'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function startedRecord(dir: string, signal?: AbortSignal): Promise<SharedServerRecord> {
  const started = Date.now();
  for (;;) {
    const record = path.join(dir, SHARED_SERVER_FILE);
    if (existsSync(record)) return JSON.parse(readFileSync(record, 'utf8')) as SharedServerRecord;
    const failed = path.join(dir, FAILED_FILE);
    if (existsSync(failed)) throw new Error(`the shared server failed to start:\n${readFileSync(failed, 'utf8')}`);
    if (signal?.aborted || Date.now() - started > SERVER_START_LIMIT_MS) throw new Error('the shared server did not start in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
