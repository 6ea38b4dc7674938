import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactDroits, contacts } from '../../server/db/schema/index';
import { admittedDroits, admits, describePolicy } from '../../server/http/policy';
import { MULTIPART } from '../../server/http/route';
import { registerRoutePolicies } from '../../server/plugins/route-policy';
import type { RouteTableEntry } from '../../server/plugins/context';
import { demoPasswordHash } from '../../server/seed/demo-contacts';
import { Droit, type DroitId } from '../../domain/droits';
import { DossierListFilter } from '../../domain/schemas/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** A signed-in session under each right some test user holds. */
const sessions = new Map<DroitId, string>();

/** A contact holding only `droitId`, linked to no organisation: a right no demo login has. */
async function contactWithOnly(droitId: DroitId, login: string) {
  const [contact] = await t.database.db
    .insert(contacts)
    .values({ email: `${login}@demo.example`, nomUtilisateur: login, prenom: 'Seul', nom: 'Droit', compteValide: true, passwordHash: await demoPasswordHash() })
    .returning();
  await t.database.db.insert(contactDroits).values({ contactId: contact!.id, droitId });
}

beforeAll(async () => {
  t = await createTestApp();
  await contactWithOnly(Droit.CentreAvis, 'policies.centre-avis');
  sessions.set(Droit.Gestionnaire, (await t.login('demo.gestionnaire')).authorization);
  sessions.set(Droit.Prestataire, (await t.login('demo.presta', Droit.Prestataire)).authorization);
  sessions.set(Droit.Beneficiaire, (await t.login('demo.benef')).authorization);
  sessions.set(Droit.CentreAvis, (await t.login('policies.centre-avis')).authorization);
});
afterAll(() => t.close());

const routes = () => t.app.routeTable;
const guarded = () => routes().filter((entry) => entry.policy.kind !== 'public');
/** The path with each parameter filled: the policy is checked before anything is looked up. */
const urlOf = (entry: RouteTableEntry) => entry.url.replace(/:[A-Za-z]+/g, '1');
const schemaOf = (schema: RouteTableEntry['body']) => (schema === undefined ? '-' : schema === MULTIPART ? MULTIPART : schema.type);

describe('the route table', () => {
  it('lists every API route with its policy and schemas', () => {
    const lines = routes().map((e) => [e.method.padEnd(5), e.url.padEnd(64), describePolicy(e.policy).padEnd(40), `body ${schemaOf(e.body)}`, `query ${schemaOf(e.query)}`, `params ${schemaOf(e.params)}`].join(' '));
    console.log(`${routes().length} routes\n${lines.join('\n')}`);
    expect(routes().every((entry) => entry.url.startsWith('/api/'))).toBe(true);
    expect(routes().find((e) => e.method === 'POST' && e.url === '/api/dossiers')?.body).toBe(DossierListFilter);
    expect(routes().find((e) => e.url === '/api/dossiers/:id/upload-document')?.body).toBe(MULTIPART);
    expect(routes().find((e) => e.url === '/api/organisations/searchBCE')?.query).toBeDefined();
    expect(routes().filter((e) => e.method === 'HEAD')).toEqual([]);
  });

  it('refuses to register a route that declares no policy, so the server does not start', async () => {
    const app = Fastify();
    app.decorate('routeTable', []);
    const registering = app.register(async (api) => {
      registerRoutePolicies(api);
      api.get('/forgotten', async () => ({ result: true }));
    });
    await expect(registering).rejects.toThrow('GET /forgotten declares no policy');
    await app.close().catch(() => undefined);
  });
});

describe('every non-public route', () => {
  it('answers 498 Invalid token to a signed-out caller', async () => {
    expect(guarded().length).toBeGreaterThan(30);
    for (const entry of guarded()) {
      const response = await t.app.inject({ method: entry.method as 'GET', url: urlOf(entry) });
      expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode, code: response.json().code }).toEqual({
        route: `${entry.method} ${entry.url}`,
        status: 498,
        code: 'Invalid token',
      });
    }
  });

  it('answers 403 Forbidden to a session under a right its policy does not admit', async () => {
    let checked = 0;
    for (const entry of guarded()) {
      const admitted = admittedDroits(entry.policy);
      // Any session may call a route open to every signed-in caller: there is no right to refuse.
      if (admitted === null) continue;
      const outside = [...sessions.keys()].find((droit) => !admits(admitted, droit));
      expect(outside, `${entry.method} ${entry.url}: no test session outside its policy`).toBeDefined();
      const response = await t.app.inject({ method: entry.method as 'GET', url: urlOf(entry), headers: { authorization: sessions.get(outside!)! } });
      expect({ route: `${entry.method} ${entry.url}`, droit: outside, status: response.statusCode, code: response.json().code }).toEqual({
        route: `${entry.method} ${entry.url}`,
        droit: outside,
        status: 403,
        code: 'Forbidden',
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('the policy is checked before the body is read', () => {
  const oversized = JSON.stringify({ reference: 'x'.repeat(2 * 1024 * 1024) });

  it('answers a signed-out caller 498 whatever it sends: unparsable, oversized or of another type', async () => {
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: '{"reference": ' },
      { headers: { 'content-type': 'application/json' }, payload: oversized },
      { headers: { 'content-type': 'application/xml' }, payload: '<dossiers/>' },
    ];
    for (const body of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/api/dossiers', ...body });
      expect(response.statusCode).toBe(498);
    }
  });

  it('answers a session outside the policy 403 before an oversized body is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gestion/dossiers/1/settle',
      headers: { authorization: sessions.get(Droit.Beneficiaire)!, 'content-type': 'application/json' },
      payload: oversized,
    });
    expect(response.statusCode).toBe(403);
  });
});
