import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema/index';
import { METRICS_PATH } from '../../server/plugins/metrics';
import { REQUEST_ID_HEADER } from '../../server/plugins/request-log';
import { readiness, shippedMigrations } from '../../server/services/operations/readiness';
import { createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('/api/health answers while the process is up, signed out, even under maintenance', async () => {
    const manager = (await t.login('demo.gestionnaire')).authorization;
    await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: { authorization: manager }, payload: { enabled: true } });
    try {
      const response = await t.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'up' });
      expect(response.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/maintenance', headers: { authorization: manager }, payload: { enabled: false } });
    }
  });

  it('/api/ready is 200 on a migrated database, 503 naming the check when a migration is missing', async () => {
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ ready: true, checks: { database: null, migrations: null, mailOutbox: null } });
    const [last] = (await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> }).rows;
    try {
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.migrations).toBe(`${shippedMigrations() - 1} migrations appliquées sur ${shippedMigrations()} : lancer npm run db:migrate.`);
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
  });

  it('counts a due e-mail waiting more than twenty rounds of the sender as a stuck outbox, only where e-mails are sent', async () => {
    const [message] = await t.database.db
      .insert(outbox)
      .values({ recipient: 'stuck@demo.example', subject: 's', body: 'b', nextAttemptAt: new Date(Date.now() - 3600_000) })
      .returning();
    try {
      const stuck = await readiness(t.database.db, { sending: true, roundSeconds: 15 });
      expect(stuck.ready).toBe(false);
      expect(stuck.checks.mailOutbox).toMatch(/^\d+ e-mails attendent depuis \d+ s\.$/);
      expect((await readiness(t.database.db, { sending: true, roundSeconds: 600 })).ready).toBe(true);
      expect((await readiness(t.database.db, { sending: false, roundSeconds: 15 })).ready).toBe(true);
    } finally {
      await t.database.db.delete(outbox).where(sql`${outbox.id} = ${message!.id}`);
    }
  });
});

describe(`${METRICS_PATH}`, () => {
  it('refuses a caller without the token', async () => {
    expect((await t.app.inject({ url: METRICS_PATH })).statusCode).toBe(401);
    expect((await t.app.inject({ url: METRICS_PATH, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('gives Prometheus the requests by route pattern and status, the outbox and the scheduler', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/dossiers/12' });
    const response = await t.app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
    expect(response.body).toMatch(/^http_requests_total\{method="GET",route="\/api\/dossiers\/:id",status="498"\} 1$/m);
    expect(response.body).toMatch(/^http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/health"\} [1-9]/m);
    expect(response.body).toMatch(/^mail_outbox_due \d+$/m);
    expect(response.body).toMatch(/^webhook_outbox_due \d+$/m);
    expect(response.body).toMatch(/^webhook_outbox_oldest_due_seconds \d+/m);
    expect(response.body).toMatch(/^scheduler_rounds_total\{outcome="ok"\} [1-9]/m);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const other = await createTestApp({}, { sharing: t.database });
    try {
      expect((await other.app.inject({ url: METRICS_PATH })).statusCode).toBe(404);
    } finally {
      await other.app.close();
    }
  });
});
