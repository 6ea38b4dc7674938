// Requests per second under load (autocannon, 50 connections, 10 s each), as shares of a bare Fastify
// server measured in the same run: the machine is shared, so only the shares within one run compare. On
// PostgreSQL, whoami and the list are also given as shares of their anchor: the same SQL replayed behind a bare
// server (bench/same-sql.ts), which is what issue 32's targets (list 60 %, whoami 100 %) are measured against.
// Requests per second follow the machine's load; so each row also gives the server's own CPU time per request
// (bench/cpu-time.ts), and the platform's CPU share of its anchor: the anchor's CPU per request over ours.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/seed/demo-contacts';
import { startCluster } from '../test/support/postgres-cluster';
import { groupCpuSeconds } from './cpu-time';
import { serveScript, type Spawned } from './processes';
import { recordPlatformStatements } from './same-sql';

const CONNECTIONS = 50;
const SECONDS = 10;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** The server's CPU time per request, in microseconds (its whole process group: WORKERS' workers too). */
  cpuMicros: number;
  anchor?: Row;
}

/** Requests sent before each measure: the route's code compiled and its statements prepared, as under steady use. */
const WARM_UP = 500;

/** Loads `server` for SECONDS, after a warm-up, and reads the CPU time its processes spent meanwhile. */
async function load(name: string, server: Spawned, options: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<Row> {
  await autocannon({ connections: CONNECTIONS, amount: WARM_UP, ...options });
  const cpuBefore = groupCpuSeconds(server.child.pid!);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const cpuMicros = (1e6 * (groupCpuSeconds(server.child.pid!) - cpuBefore)) / Math.max(1, result.requests.total);
  const failed = result.non2xx + result.errors;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed, cpuMicros };
}

/** whoami and the dossier list of a manager, against one running platform server. */
async function platform(label: string, { base, process: server }: { base: string; process: Spawned }) {
  const login = await fetch(`${base}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo.gestionnaire', password: DEMO_PASSWORD }),
  });
  const authorization = `Bearer ${(await login.json()).result.access_token}`;
  return [
    await load(`${label} GET /api/auth/whoami`, server, { url: `${base}/api/auth/whoami`, headers: { authorization } }),
    await load(`${label} POST /api/dossiers (manager)`, server, {
      url: `${base}/api/dossiers`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    }),
  ];
}

const SERVER_ENV = { APP_DIR: 'none', LOG_LEVEL: 'warn', SEED_DEMO: '1', MAX_LOGIN_FAILURES_PER_ADDRESS: '1000000' };

const hello = await serveScript('bench/hello-server.ts', {}, '/');
const bare = await load('bare Fastify hello world', hello.process, { url: `${hello.base}/` });
await hello.process.stop();

const rows: Row[] = [bare];
const clusterDir = mkdtempSync(path.join(tmpdir(), 'vcp-bench-pg-'));
const cluster = await startCluster(clusterDir);
try {
  const server = await serveScript('server/main.ts', { ...SERVER_ENV, DATABASE_URL: cluster.url });
  const [whoami, list] = await platform('PostgreSQL', server);
  await server.process.stop();
  // The anchor, on the same data: the statements of one whoami and one list, replayed behind a bare server.
  const statementsFile = path.join(clusterDir, 'statements.json');
  await recordPlatformStatements(cluster.url, statementsFile);
  const anchor = await serveScript('bench/same-sql-server.ts', { DATABASE_URL: cluster.url, STATEMENTS_FILE: statementsFile }, '/whoami');
  const sameWhoami = await load('PostgreSQL same SQL as whoami', anchor.process, { url: `${anchor.base}/whoami` });
  const sameList = await load('PostgreSQL same SQL as the list', anchor.process, { url: `${anchor.base}/list`, method: 'POST' });
  await anchor.process.stop();
  rows.push({ ...whoami!, anchor: sameWhoami }, { ...list!, anchor: sameList }, sameWhoami, sameList);
  // The same start with two API processes on the port (WORKERS, issue 32): what a second core adds.
  const two = await serveScript('server/main.ts', { ...SERVER_ENV, DATABASE_URL: cluster.url, WORKERS: '2' });
  rows.push(...(await platform('PostgreSQL WORKERS=2', two)));
  await two.process.stop();
} finally {
  cluster.stop('immediate');
  rmSync(clusterDir, { recursive: true, force: true });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-bench-'));
try {
  const server = await serveScript('server/main.ts', { ...SERVER_ENV, DATA_DIR: dataDir });
  rows.push(...(await platform('PGlite', server)));
  await server.process.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nThroughput: autocannon -c ${CONNECTIONS}, ${SECONDS} s each, one server process unless WORKERS says two; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const row of rows) {
  const share = ((100 * row.rps) / bare.rps).toFixed(1);
  const failed = row.failed ? `  (${row.failed} failed)` : '';
  const ofAnchor = row.anchor
    ? `  ${((100 * row.rps) / row.anchor.rps).toFixed(0)} % of the same SQL's req/s, ${((100 * row.anchor.cpuMicros) / row.cpuMicros).toFixed(0)} % of its CPU speed`
    : '';
  console.log(
    `${row.name.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50=${row.p50} ms  p99=${row.p99} ms  ${share.padStart(5)} %  ${row.cpuMicros.toFixed(0).padStart(5)} µs CPU/req${ofAnchor}${failed}`,
  );
}
