import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'vcp-e2e-'));
}

/** A new data folder holding a copy of the run's seeded database (test/e2e/support/seeded-data-dir.ts). */
export function seededDataDir(): string {
  const dir = temporaryDataDir();
  cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The real server as `npm start` runs it (the built app and the compiled server, dist-server/main.js, which the
 * journeys' global setup brings up to date), on a free port and its own data folder, so a journey sees exactly
 * what a user would: `dataDir` when given, else a copy of the seeded one, as a first start would have left it.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? seededDataDir();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/constants/get`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    dataDir,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
