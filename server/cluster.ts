import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';

/**
 * What a cluster's processes run. The development mailbox keeps its messages in one process's memory, and the
 * embedded identity provider its keys and sign-in interactions: with several processes behind one port a reader
 * would reach another worker's half. A cluster runs neither (README, WORKERS); everything else (sessions,
 * throttles, the scheduler, the mail sender) already holds across processes in PostgreSQL.
 */
export const clusterConfig = (config: ServerConfig): ServerConfig => ({ ...config, devMailbox: false, oidc: config.oidc?.embedded ? null : config.oidc });

/**
 * How many API processes this start runs: WORKERS on PostgreSQL; one on PGlite, which lives inside its one process,
 * with a notice when WORKERS asked for more.
 */
export function apiProcesses(config: ServerConfig): { count: number; notice: string | null } {
  if (config.workers === 1 || config.databaseUrl) return { count: config.workers, notice: null };
  return {
    count: 1,
    notice: `WORKERS=${config.workers} ignoré : la base intégrée (PGlite) ne sert qu'un processus. Avec DATABASE_URL (PostgreSQL), l'API en lance plusieurs.`,
  };
}

/** A worker that dies this soon after it was started, this many times in a row, stops the cluster rather than loop. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 5;

/**
 * The primary process of `WORKERS` API processes sharing one port (node:cluster hands each connection to one of
 * them). It forks them, forks again any that dies unexpectedly, and on SIGINT or SIGTERM asks each to stop cleanly
 * (each finishes its requests in flight) and exits when the last has. Resolves once every worker listens.
 */
export function runWorkers(count: number): Promise<void> {
  const live = new Map<Worker, number>();
  let stopping = false;
  let earlyDeaths = 0;
  const fork = () => live.set(cluster.fork(), Date.now());

  const stop = (code: number) => {
    stopping = true;
    process.exitCode = code;
    if (live.size === 0) process.exit();
    for (const worker of live.keys()) worker.process.kill('SIGTERM');
  };
  cluster.on('exit', (worker, code, signal) => {
    const startedAt = live.get(worker) ?? 0;
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit();
      return;
    }
    earlyDeaths = Date.now() - startedAt < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    console.error(`Processus de l'API ${worker.process.pid} arrêté (${signal ?? `code ${code}`}) : il est relancé.`);
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      console.error(`Les processus de l'API s'arrêtent dès leur démarrage (${MAX_EARLY_DEATHS} fois de suite) : arrêt.`);
      stop(1);
      return;
    }
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

  return new Promise((resolve) => {
    let listening = 0;
    cluster.on('listening', () => {
      if (++listening === count) resolve();
    });
    for (let i = 0; i < count; i++) fork();
  });
}
