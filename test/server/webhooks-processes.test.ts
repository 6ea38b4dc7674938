// Also on PostgreSQL: two API processes, each with its own pool, listener and webhook sender, deliver each event once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { StatutDossier as S } from '../../domain/dossier-status';
import { webhookDeliveries, webhookEndpoints } from '../../server/db/schema/index';
import { deliverDueWebhooks } from '../../server/services/webhooks/sender';
import { demoParties, insertDossier, post } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { startWebhookReceiver, type TestWebhookReceiver } from '../support/webhook-receiver';

const ENV = { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_TIMEOUT_SECONDS: '2', WEBHOOK_ROUND_SECONDS: '3600' };
let first: TestApp;
let second: TestApp;
let receiver: TestWebhookReceiver;
beforeAll(async () => {
  first = await createTestApp(ENV);
  second = await createTestApp(ENV, { sharing: first.database });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await second.close();
  await first.close();
  await receiver?.close();
});

const ids = () => receiver.received.map((request) => request.headers['webhook-id']);

describe('webhooks with several API processes', () => {
  it('delivers each event once, whichever process changed the dossier and whichever heard the notice', async () => {
    const [gestionFirst, gestionSecond] = [(await first.login('demo.gestionnaire')).authorization, (await second.login('demo.gestionnaire')).authorization];
    const registered = await post(first, gestionFirst, '/api/gestion/webhooks/add', { url: receiver.url, events: ['dossier.status_changed'] });
    const endpointId = registered.json().result.endpoint.id as number;
    const p = await demoParties(first);
    const events = 6;
    await Promise.all(
      Array.from({ length: events }, async (_, index) => {
        const [t, authorization] = index % 2 === 0 ? [first, gestionFirst] : [second, gestionSecond];
        const dossier = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
        expect((await post(t, authorization, `/api/gestion/dossiers/${dossier.id}/admissible`, { version: dossier.version })).statusCode).toBe(200);
      }),
    );
    await receiver.waitFor(events);
    // Time for a duplicate to show, had one process sent a delivery the other had sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(events);
    expect(new Set(ids()).size).toBe(events);
    const rows = await first.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: events }, () => ['delivered', 1]));
    await first.database.db.delete(webhookEndpoints);
  });

  it('never sends a delivery twice when both processes take a round at once', async () => {
    receiver.received.length = 0;
    const [endpoint] = await first.database.db.insert(webhookEndpoints).values({ url: receiver.url, events: ['dossier.status_changed'], secret: `whsec_${Buffer.alloc(32, 3).toString('base64')}` }).returning();
    const count = 12;
    // Due now on this process's clock, as the platform queues them (the column's default, the database's now() to the
    // microsecond, could fall after the rounds' millisecond clock, and they would find nothing due).
    const due = new Date();
    await first.database.db.insert(webhookDeliveries).values(
      Array.from({ length: count }, (_, index) => ({ endpointId: endpoint!.id, messageId: `msg_race_${index}`, eventType: 'dossier.status_changed' as const, payload: `{"n":${index}}`, reference: null, nextAttemptAt: due })),
    );
    const options = { timeoutMs: 2000, allowPrivate: true };
    const rounds = await Promise.all([first, second, first, second].map((t) => deliverDueWebhooks(t.database.db, options)));
    // A round takes at most 10: two of them at least were needed, and together they sent each delivery once.
    expect(rounds.reduce((sum, n) => sum + n, 0)).toBe(count);
    expect(receiver.received).toHaveLength(count);
    expect(new Set(ids()).size).toBe(count);
  });
});
