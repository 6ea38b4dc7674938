import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../server/db/schema/index';
import { isPrivateAddress, PRIVATE_ADDRESS_REFUSED } from '../../server/services/webhooks/address-guard';
import { deliverDueWebhooks } from '../../server/services/webhooks/sender';
import { eq } from 'drizzle-orm';
import { post } from '../support/dossiers';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { startWebhookReceiver, type TestWebhookReceiver } from '../support/webhook-receiver';

// The server as deployed: WEBHOOK_ALLOW_PRIVATE_ADDRESSES unset.
let t: TestApp;
let receiver: TestWebhookReceiver;
let gestion: string;
beforeAll(async () => {
  ({ t, gestion } = await demoApp({ gestion: ['demo.gestionnaire'] }));
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver?.close();
});

const add = (authorization: string, url: string) => post(t, authorization, '/api/gestion/webhooks/add', { url, events: ['dossier.status_changed'] });

describe('the webhooks’ guard against server-side request forgery', () => {
  it('refuses at registration an address that leads to the machine or a private network, v4 and v6', async () => {
    for (const url of [receiver.url, 'http://localhost:8080/', 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://[fd12:3456::1]/', 'http://[fe80::1]/', 'http://[::ffff:192.168.1.10]/', 'https://0.0.0.0/']) {
      const response = await add(gestion, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toEqual([{ field: 'url', message: PRIVATE_ADDRESS_REFUSED }]);
    }
    for (const url of ['ftp://example.be/', 'file:///etc/passwd', 'http://user:password@example.be/', 'pas une adresse']) {
      expect((await add(gestion, url)).json().fields[0], url).toMatchObject({ field: 'url' });
    }
    expect(await t.database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('names the private, loopback, link-local and unique-local ranges, and lets public addresses through', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.0.1', '100.64.0.1', '::1', '::', 'fc00::1', 'fdff::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '193.191.245.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('checks the address again at each delivery: an endpoint that now leads to a private address receives nothing', async () => {
    const [endpoint] = await t.database.db.insert(webhookEndpoints).values({ url: receiver.url, events: ['dossier.status_changed'], secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` }).returning();
    const [delivery] = await t.database.db.insert(webhookDeliveries).values({ endpointId: endpoint!.id, messageId: 'msg_guard', eventType: 'dossier.status_changed', payload: '{}', reference: null, nextAttemptAt: new Date() }).returning();
    expect(await deliverDueWebhooks(t.database.db, { timeoutMs: 1000, allowPrivate: false })).toBe(0);
    expect(receiver.received).toEqual([]);
    const [attempt] = await t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempt).toMatchObject({ statusCode: null, excerpt: expect.stringContaining(PRIVATE_ADDRESS_REFUSED) });
  });

  it('refuses every webhook call to anyone but a manager', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/gestion/webhooks' },
      { method: 'POST' as const, url: '/api/gestion/webhooks/add', payload: { url: 'https://example.be/', events: ['dossier.status_changed'] } },
      { method: 'POST' as const, url: '/api/gestion/webhooks/enable', payload: { id: 1, enabled: false } },
      { method: 'POST' as const, url: '/api/gestion/webhooks/delete', payload: { id: 1 } },
      { method: 'GET' as const, url: '/api/gestion/webhooks/1/deliveries' },
      { method: 'POST' as const, url: '/api/gestion/webhooks/deliveries/resend', payload: { id: 1 } },
    ];
    for (const login of ['demo.presta', 'demo.benef', 'demo.centre.reference', 'demo.emetteur']) {
      const { authorization } = await t.login(login);
      for (const call of calls) expect((await t.app.inject({ ...call, headers: { authorization } })).statusCode, `${login} ${call.url}`).toBe(403);
    }
    // Signed out, the token is missing: 498, as for every call that needs a session.
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(498);
  });
});
