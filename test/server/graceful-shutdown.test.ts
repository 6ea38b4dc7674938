// Also on PostgreSQL: the pool of node-postgres is what a too-early close broke ("Cannot use a pool after calling end on the pool").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt } from 'drizzle-orm';
import { dossiers } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { gracefulShutdown } from '../../server/graceful-shutdown';
import { API_VERSION_HEADER } from '../../server/plugins/guards';
import { createTestApp, TEST_API_VERSION, type TestApp } from '../support/test-app';
import { wizardReferences } from '../support/wizard';
import { dossierWriters } from '../support/dossier-writers';

/** Issue 29, item 5: stopped under a stream of writes, the server answers 2xx every write it committed. */
let t: TestApp;
let closed = false;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (!closed) await t.close();
});

describe('the shutdown on SIGTERM', () => {
  it('stops accepting, lets the writes in flight answer, then closes the database: every committed dossier was answered 2xx', async () => {
    const authorization = (await t.login('demo.presta', Droit.Prestataire)).authorization;
    const { conseil } = await wizardReferences(t);
    const maxBefore = Math.max(0, ...(await t.database.db.select({ id: dossiers.id }).from(dossiers)).map((d) => d.id));
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/dossiers/add`;
    const headers = { authorization, 'content-type': 'application/json', [API_VERSION_HEADER]: TEST_API_VERSION };

    let committed: number[] | null = null;
    const { answered, statuses, writers } = dossierWriters(url, headers, conseil.id);
    while (answered.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));

    const stop = gracefulShutdown(t.app, [
      async () => {
        committed = (await t.database.db.select({ id: dossiers.id }).from(dossiers).where(gt(dossiers.id, maxBefore))).map((d) => d.id);
        await t.database.close();
      },
      // A loaded test machine may take longer than a server's grace: the test waits rather than exit its worker.
    ], 600_000);
    // Two signals, as a process manager and a terminal may send: the pool still closes once, last.
    await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    closed = true;
    await Promise.all(writers);

    expect(statuses.filter((s) => s >= 500 && s !== 503), statuses.join()).toEqual([]);
    expect([...committed!].sort((a, b) => a - b)).toEqual([...answered].sort((a, b) => a - b));
    expect(answered.length).toBeGreaterThanOrEqual(12);
  });
});
