import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../test/support/free-port';

export interface Spawned {
  child: ChildProcess;
  /** Output so far, to explain a process that never answered. */
  output(): string;
  stop(): Promise<void>;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts a command in its own process group, so that stopping it also stops what it started (npm → node). */
export function spawnGroup(command: string, args: string[], env: Record<string, string>): Spawned {
  const child = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      // npm may exit before the server it started has closed its database: wait for the whole group.
      while (groupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/** Polls `url` until it answers 200; fails when the process exits first. */
export async function waitUntilAnswers(url: string, spawned: Spawned): Promise<void> {
  for (;;) {
    if (spawned.child.exitCode !== null) throw new Error(`process exited before answering ${url}:\n${spawned.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts a TypeScript server script on a free local port and resolves once `probe` answers 200. */
export async function serveScript(script: string, env: Record<string, string>, probe = '/api/constants/get'): Promise<{ base: string; process: Spawned }> {
  const port = await freePort();
  const spawned = spawnGroup(process.execPath, ['--import', 'tsx', script], { PORT: String(port), HOST: '127.0.0.1', ...env });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilAnswers(`${base}${probe}`, spawned);
  return { base, process: spawned };
}
