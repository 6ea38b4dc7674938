import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../support/free-port';

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
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
 * How long a server may take to answer its first call. Alone it answers in about 1.5 s; on a loaded 2-core machine
 * (the whole suite, or several runs at once) 60 s was seen to fail. Under the journeys' hook timeout
 * (vitest.config.ts), so that the start's own error, with the server's output, is what a failure shows.
 */
export const SERVER_START_LIMIT_MS = 120_000;

/** How many ports a start tries: a free port can be taken between its probe and the server's listen (EADDRINUSE). */
const PORT_ATTEMPTS = 5;

/**
 * The real server as `npm start` runs it (the built app and the compiled server, dist-server/main.js, which the
 * journeys' global setup brings up to date), on a free port and its own data folder, so a journey sees exactly
 * what a user would: `dataDir` when given, else a copy of the seeded one, as a first start would have left it.
 * A server that fails to start (exits, misses the limit, or `signal` aborts the wait: a hook that timed out) is
 * killed before the error is thrown: none is left running after its journey. One that finds its port taken by then
 * is started again on another. With `logFile`, it writes its output there and outlives the process that starts it
 * (the run's shared server, shared-server.ts).
 */
export async function startServer(options: StartOptions & { dataDir?: string } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? seededDataDir();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(dataDir, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

interface StartOptions {
  env?: Record<string, string>;
  signal?: AbortSignal;
  logFile?: string;
}

class PortTaken extends Error {}

async function startOnFreePort(dataDir: string, options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const env = { ...process.env, NODE_COMPILE_CACHE, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, ...options.env };
  const { child, log } = options.logFile ? spawnLogged(env, options.logFile) : spawnPiped(env);
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await answering(url, child, options.signal, log);
  } catch (error) {
    child.kill('SIGKILL');
    if (log().includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken`);
    throw error;
  }
  return { url, pid: child.pid!, dataDir, output: log, stop };
}

/**
 * PGlite's WebAssembly left to V8's baseline compiler (Liftoff): its optimising tier compiles the 9 MB module again in
 * the background, about half of a start's CPU, for a server that lives one journey file. Measured on 2026-11-29: a
 * start on a copy of the seeded folder 6.4–8.2 s → 3.6–3.9 s of CPU; two journey files' servers (theirs and the
 * run's shared one), alternated, 21.6–21.7 s → 14.3–15.4 s, the same tests passing as fast.
 */
const SERVER_ARGS = ['--liftoff-only', 'dist-server/main.js'];

/**
 * V8's compiled code of the server's modules, kept on disk by Node for the next start (Node's compile cache, in its
 * usual folder; entries are keyed by each file's content): about 0.45 s less CPU per start (2.8 s alone, 2026-11-29).
 */
const NODE_COMPILE_CACHE = path.join(tmpdir(), 'node-compile-cache');

function spawnPiped(env: NodeJS.ProcessEnv): { child: ChildProcess; log: () => string } {
  let log = '';
  const child = spawn(process.execPath, SERVER_ARGS, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  return { child, log: () => log };
}

/**
 * Its output in `logFile`, no pipe to this process: it goes on once this process has ended. Left in the run's
 * process group, so that an interrupted run (Ctrl-C) stops it too.
 */
function spawnLogged(env: NodeJS.ProcessEnv, logFile: string): { child: ChildProcess; log: () => string } {
  const out = openSync(logFile, 'w');
  try {
    const child = spawn(process.execPath, SERVER_ARGS, { env, stdio: ['ignore', out, out] });
    child.unref();
    return { child, log: () => readFileSync(logFile, 'utf8') };
  } finally {
    closeSync(out);
  }
}

/** What server/start-banner.ts prints once the server listens. */
const READY_LINE = 'Plateforme prête';

/** Resolves once the server answers its constants, the first call the app makes; throws when it cannot. */
async function answering(url: string, child: ChildProcess, signal: AbortSignal | undefined, log: () => string) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    if (signal?.aborted) throw new Error(`server start abandoned after ${Date.now() - started} ms:\n${log()}`);
    try {
      // Its own start banner first: another process that took the port could answer the call.
      if (log().includes(READY_LINE) && (await fetch(`${url}/api/constants/get`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > SERVER_START_LIMIT_MS) throw new Error(`server did not answer within ${SERVER_START_LIMIT_MS} ms:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
