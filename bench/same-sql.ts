// The anchor of bench/throughput.ts (issue 32): the statements one whoami and one manager's dossier list send
// to PostgreSQL, recorded as the driver receives them, so that bench/same-sql-server.ts can replay exactly them
// behind a bare Fastify server. The platform's share of that replay is what its own Node work costs.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/seed/demo-contacts';

export interface RecordedStatement {
  /** Drizzle names the statements it prepares once (server/db/prepared.ts): the replay prepares them too. */
  name?: string;
  text: string;
  values: unknown[];
  /** Drizzle reads selects as arrays of values, not objects. */
  arrayRows: boolean;
}

export interface RecordedRequests {
  whoami: RecordedStatement[];
  list: RecordedStatement[];
}

type QueryConfig = { name?: string; text: string; rowMode?: string; values?: unknown[] };

/** Records every statement the pool's clients run while `during` runs (the driver's own call, one per statement). */
async function recording(during: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  const query = pg.Client.prototype.query;
  const patched = function (this: pg.Client, config: string | QueryConfig, values?: unknown, ...rest: unknown[]) {
    const entry = typeof config === 'string' ? { text: config } : config;
    const params = Array.isArray(values) ? values : (entry as QueryConfig).values ?? [];
    statements.push({ name: (entry as QueryConfig).name, text: entry.text, values: params, arrayRows: (entry as QueryConfig).rowMode === 'array' });
    return (query as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  };
  pg.Client.prototype.query = patched as typeof query;
  try {
    await during();
  } finally {
    pg.Client.prototype.query = query;
  }
  return statements;
}

/** Signs in as the demo manager on a database the platform has seeded, then records one whoami and one list. */
export async function recordPlatformStatements(databaseUrl: string, file: string): Promise<RecordedRequests> {
  const database = await openDatabase({ databaseUrl }, { migrate: false });
  // No rounds of the outbox during the recording: only the requests' own statements are wanted.
  const config = loadConfig({ APP_DIR: 'none', LOG_LEVEL: 'warn', MAIL_ROUND_SECONDS: '3600', WEBHOOK_ROUND_SECONDS: '3600' });
  const app = await buildApp({ config, database });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo.gestionnaire', password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${login.json().result.access_token}` };
    // Once each first, so that the prepared statements and the caches are as they are under load.
    await app.inject({ url: '/api/auth/whoami', headers });
    await app.inject({ method: 'POST', url: '/api/dossiers', headers, payload: {} });
    const recorded = {
      whoami: await recording(() => app.inject({ url: '/api/auth/whoami', headers })),
      list: await recording(() => app.inject({ method: 'POST', url: '/api/dossiers', headers, payload: {} })),
    };
    writeFileSync(file, JSON.stringify(recorded));
    return recorded;
  } finally {
    await app.close();
    await database.close();
  }
}
