import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { and, eq } from 'drizzle-orm';
import { StatutDossier as S } from '../../domain/dossier-status';
import { StatutDemandeLabellisation } from '../../domain/labellisation';
import type { WebhookEventType } from '../../domain/webhooks';
import type { WebhookDeliveryRow, WebhookEndpointCreated } from '../../domain/wire/webhooks';
import { demandesLabellisation, idempotencyKeys, webhookDeliveries, webhookEndpoints } from '../../server/db/schema/index';
import { deliverDueWebhooks, RETRY_DELAYS_SECONDS } from '../../server/services/webhooks/sender';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';
import { startWebhookReceiver, WAIT_LIMIT_MS, type TestWebhookReceiver } from '../support/webhook-receiver';

// The sender's own rounds come from the database's notice; the retries are driven here, with a later clock.
let t: TestApp;
let p: DemoParties;
let receiver: TestWebhookReceiver;
let gestion: string;
const TIMEOUT_SECONDS = 1;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS), WEBHOOK_ROUND_SECONDS: '3600' });
  p = await demoParties(t);
  gestion = (await t.login('demo.gestionnaire')).authorization;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver?.close();
});
beforeEach(async () => {
  // Each test hears only its own endpoint.
  await t.database.db.delete(webhookEndpoints);
  receiver.received.length = 0;
});

const options = { timeoutMs: TIMEOUT_SECONDS * 1000, allowPrivate: true };
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function register(events: WebhookEventType[] = ['dossier.status_changed']): Promise<WebhookEndpointCreated> {
  const response = await post(t, gestion, '/api/gestion/webhooks/add', { url: receiver.url, events });
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

/** A dossier the administration declares admissible: one `dossier.status_changed`. */
async function admissibleDossier() {
  const dossier = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
  expect((await post(t, gestion, `/api/gestion/dossiers/${dossier.id}/admissible`, { version: dossier.version })).statusCode).toBe(200);
  return dossier;
}

async function deliveriesOf(endpointId: number): Promise<WebhookDeliveryRow[]> {
  const response = await t.app.inject({ url: `/api/gestion/webhooks/${endpointId}/deliveries`, headers: { authorization: gestion } });
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

/** Waits until the endpoint's newest delivery has `count` attempts (the sender works beside the test). */
async function attempted(endpointId: number, count: number): Promise<WebhookDeliveryRow> {
  const until = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const [newest] = await deliveriesOf(endpointId);
    if (newest && newest.attempts.length >= count && (newest.status !== 'queued' || count > 0)) return newest;
    if (Date.now() > until) throw new Error(`no attempt ${count}: ${JSON.stringify(newest)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('signed webhooks', () => {
  it('registers an endpoint with a secret shown once, and signs each delivery as Standard Webhooks checks it', async () => {
    const { endpoint, secret } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await t.app.inject({ url: '/api/gestion/webhooks', headers: { authorization: gestion } });
    expect(listed.json().result).toEqual([{ ...endpoint, counts: { queued: 0, delivered: 0, failed: 0 } }]);
    expect(listed.body).not.toContain(secret.slice(6));
    // Nor kept for a retry: a registration sent with an Idempotency-Key leaves no copy of its answer.
    const retried = await t.app.inject({ method: 'POST', url: '/api/gestion/webhooks/add', headers: { authorization: gestion, 'idempotency-key': 'webhook-registration-1' }, payload: { url: receiver.url, events: ['labellisation.decided'] } });
    expect(retried.statusCode).toBe(200);
    expect(await t.database.db.select().from(idempotencyKeys)).toEqual([]);
    await post(t, gestion, '/api/gestion/webhooks/delete', { id: retried.json().result.endpoint.id });

    const dossier = await admissibleDossier();
    const [request] = await receiver.waitFor(1);
    const verified = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>);
    expect(verified).toMatchObject({
      type: 'dossier.status_changed',
      data: { dossierId: dossier.id, reference: dossier.reference, event: 'DECLARE_ADMISSIBLE', fromStatut: S.DOSSIER_EXAMEN, toStatut: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART },
    });
    // Another secret's signature fails: the check is real.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request!.body, request!.headers as Record<string, string>)).toThrow();
    const delivery = await attempted(endpoint.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', eventType: 'dossier.status_changed', dossierId: dossier.id, reference: dossier.reference, messageId: request!.headers['webhook-id'] });
    expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 204, excerpt: '' })]);
    // Delivered once: a later round finds nothing due.
    expect(await deliverDueWebhooks(t.database.db, options, later(RETRY_DELAYS_SECONDS.at(-1)! * 2))).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('keeps a refusal with its answer, and delivers the same message at the next attempt', async () => {
    const { endpoint, secret } = await register();
    receiver.answerNext({ status: 500, body: 'Base de données indisponible' });
    await admissibleDossier();
    const refused = await attempted(endpoint.id, 1);
    expect(refused).toMatchObject({ status: 'queued' });
    expect(refused.attempts).toEqual([expect.objectContaining({ statusCode: 500, excerpt: 'Base de données indisponible' })]);
    const due = new Date(refused.nextAttemptAt!).getTime() - new Date(refused.attempts[0]!.at).getTime();
    expect(due).toBe(RETRY_DELAYS_SECONDS[0] * 1000);
    // Not before its time.
    expect(await deliverDueWebhooks(t.database.db, options)).toBe(0);
    expect(await deliverDueWebhooks(t.database.db, options, later(RETRY_DELAYS_SECONDS[0] + 1))).toBe(1);
    const [first, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(() => new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>)).not.toThrow();
    const delivered = (await deliveriesOf(endpoint.id))[0]!;
    expect(delivered.status).toBe('delivered');
    expect(delivered.attempts.map((a) => a.statusCode)).toEqual([500, 204]);
  });

  it('loses nothing while the receiver is down, delivers when it is back, and cuts a receiver that does not answer', async () => {
    const { endpoint } = await register();
    await receiver.stop();
    await admissibleDossier();
    const down = await attempted(endpoint.id, 1);
    expect(down.status).toBe('queued');
    expect(down.attempts[0]).toMatchObject({ statusCode: null, excerpt: expect.stringMatching(/ECONNREFUSED/) });
    await receiver.start();
    receiver.answerNext({ status: 200, body: 'ok', delayMs: TIMEOUT_SECONDS * 1000 + 500 });
    expect(await deliverDueWebhooks(t.database.db, options, later(RETRY_DELAYS_SECONDS[0] + 1))).toBe(0);
    const slow = (await deliveriesOf(endpoint.id))[0]!;
    expect(slow.attempts[1]).toMatchObject({ statusCode: null, excerpt: `Pas de réponse en ${TIMEOUT_SECONDS} s.` });
    expect(await deliverDueWebhooks(t.database.db, options, later(RETRY_DELAYS_SECONDS[0] + RETRY_DELAYS_SECONDS[1] + 2))).toBe(1);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: [{ statusCode: null }, { statusCode: null }, { statusCode: 204 }] });
  });

  it('gives up after the last retry, and "Renvoyer" sends the same event again as a new delivery', async () => {
    const { endpoint, secret } = await register();
    receiver.answerNext(...Array.from({ length: RETRY_DELAYS_SECONDS.length + 1 }, () => ({ status: 503 })));
    await admissibleDossier();
    await attempted(endpoint.id, 1);
    let seconds = 0;
    for (const delay of RETRY_DELAYS_SECONDS) {
      seconds += delay + 1;
      await deliverDueWebhooks(t.database.db, options, later(seconds));
    }
    const failed = (await deliveriesOf(endpoint.id))[0]!;
    expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(failed.attempts).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);

    const resent = await post(t, gestion, '/api/gestion/webhooks/deliveries/resend', { id: failed.id });
    expect(resent.statusCode).toBe(200);
    const again = await attempted(endpoint.id, 1);
    expect(again).toMatchObject({ id: resent.json().result.id, status: 'delivered', messageId: failed.messageId });
    const last = receiver.received.at(-1)!;
    expect(new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).toMatchObject({ type: 'dossier.status_changed' });
    expect((await post(t, gestion, '/api/gestion/webhooks/deliveries/resend', { id: 2_000_000 })).statusCode).toBe(404);
  });

  it('writes nothing for a disabled endpoint nor an event it did not ask for, and deletes an endpoint with its deliveries', async () => {
    const { endpoint } = await register(['labellisation.decided']);
    await admissibleDossier();
    const switched = await post(t, gestion, '/api/gestion/webhooks/enable', { id: endpoint.id, enabled: false });
    expect(switched.json().result).toMatchObject({ id: endpoint.id, enabled: false });
    const other = await register();
    await post(t, gestion, '/api/gestion/webhooks/enable', { id: other.endpoint.id, enabled: false });
    await admissibleDossier();
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual([]);
    expect(await deliveriesOf(other.endpoint.id)).toEqual([]);
    expect((await post(t, gestion, '/api/gestion/webhooks/delete', { id: other.endpoint.id })).statusCode).toBe(200);
    expect((await post(t, gestion, '/api/gestion/webhooks/delete', { id: other.endpoint.id })).statusCode).toBe(404);
    for (const id of [other.endpoint.id, 'abc', '99999999999', '0']) {
      expect((await t.app.inject({ url: `/api/gestion/webhooks/${id}/deliveries`, headers: { authorization: gestion } })).statusCode, String(id)).toBe(404);
    }
  });

  it('tells a service-report decision and a labellisation decision, each from its lifecycle', async () => {
    const { endpoint, secret } = await register(['service_report.decided', 'labellisation.decided']);
    const as = { presta: (await t.login('demo.presta')).authorization, benef: (await t.login('demo.benef')).authorization };
    const dossier = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapport: 'documents' });
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/report/submit-to-beneficiary`)).statusCode).toBe(200);
    expect((await post(t, as.benef, `/api/dossiers/${dossier.id}/report/refuse`, { justification: 'Les livrables manquent.' })).statusCode).toBe(200);
    const [report] = await receiver.waitFor(1);
    expect(new Webhook(secret).verify(report!.body, report!.headers as Record<string, string>)).toMatchObject({
      type: 'service_report.decided',
      data: { dossierId: dossier.id, reference: dossier.reference, decision: 'refused' },
    });

    const [demande] = await t.database.db.select().from(demandesLabellisation).where(and(eq(demandesLabellisation.statut, StatutDemandeLabellisation.EN_EXAMEN)));
    expect((await post(t, gestion, `/api/labellisation/demandes/${demande!.id}/validate`, {})).statusCode).toBe(200);
    const [, decided] = await receiver.waitFor(2);
    expect(new Webhook(secret).verify(decided!.body, decided!.headers as Record<string, string>)).toMatchObject({
      type: 'labellisation.decided',
      data: { demandeId: demande!.id, reference: demande!.reference, event: 'VALIDATE' },
    });
    expect((await deliveriesOf(endpoint.id)).map((d) => d.eventType)).toEqual(['labellisation.decided', 'service_report.decided']);
  });
});
