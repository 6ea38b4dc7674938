import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let presta: string;
let gestion: string;
beforeAll(async () => ({ t, p, presta, gestion } = await demoApp({ presta: ['demo.presta'], gestion: ['demo.gestionnaire'] })));
afterAll(() => t.close());

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '%20', '2147483648', '99999999999999999999', '0x10'];

/** Each route with a payload it accepts and a caller its policy admits, so that only the id decides. */
const ROUTES = [
  ['GET', '/api/dossiers/{id}', undefined, 'presta'],
  ['POST', '/api/dossiers/{id}/duplicate', {}, 'presta'],
  ['POST', '/api/dossiers/{id}/delete', {}, 'presta'],
  ['POST', '/api/dossiers/{id}/cancel-introduced', { justification: 'Motif.' }, 'presta'],
  ['POST', '/api/dossiers/{id}/submit-drc', { answer: 'Réponse.' }, 'presta'],
  ['POST', '/api/gestion/dossiers/{id}/admissible', {}, 'gestion'],
  ['GET', '/api/documents/{id}', undefined, 'gestion'],
  ['GET', '/api/documents/1/dossier/{id}', undefined, 'gestion'],
] as const;

const as = (caller: 'presta' | 'gestion') => (caller === 'presta' ? presta : gestion);

describe('malformed ids: 404, never 5xx', () => {
  it.each(ROUTES)('%s %s', async (method, route, payload, caller) => {
    for (const id of BAD_IDS) {
      const response = await t.app.inject({ method, url: route.replace('{id}', id), headers: { authorization: as(caller) }, payload });
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
      expect(response.json().code).toBe('Not found');
    }
  });

  it('answers 404 for a well-formed id that names no dossier', async () => {
    for (const [method, route, payload, caller] of ROUTES) {
      const response = await t.app.inject({ method, url: route.replace('{id}', '2147483647'), headers: { authorization: as(caller) }, payload });
      expect(response.statusCode, route).toBe(404);
    }
  });
});

describe('malformed payloads: 400 ValidationError, never 5xx', () => {
  const FILTERS: unknown[] = [
    [1, 2],
    'texte',
    { page: 0 },
    { page: 'deux' },
    { page: 1.5 },
    { perPage: 101 },
    { perPage: 0 },
    { statutDossierId: [15] },
    { statutDossierId: 'un' },
    { statutDossierId: [null] },
    { reference: 'x'.repeat(101) },
    { reference: 12 },
    { organisationId: 2147483648 },
    { organisationId: -3 },
    { dateFrom: '2026-02-30' },
    { dateTo: '30/01/2026' },
    { dateFrom: '2026-1-5' },
    { sort: { field: 'prix', direction: 'asc' } },
    { sort: { field: 'reference', direction: 'up' } },
    { sort: 'reference' },
    { inconnu: true },
  ];

  it.each(FILTERS.map((f) => [JSON.stringify(f)]))('list filter %s', async (json) => {
    const headers = { authorization: presta, 'content-type': 'application/json' };
    const response = await t.app.inject({ method: 'POST', url: '/api/dossiers', headers, payload: json });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('ValidationError');
    expect(response.json().fields.length).toBeGreaterThan(0);
  });

  it('refuses bad justifications, versions and unknown fields on the calls that change a dossier', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_INTRODUCTION, etape: EtapeEncodage.DossierPrestataire, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const url = `/api/dossiers/${dossier.id}/cancel-introduced`;
    const payloads: unknown[] = [
      {},
      { justification: '' },
      { justification: '    ' },
      { justification: 42 },
      { justification: null },
      { justification: 'x'.repeat(2001) },
      { justification: 'ok', version: 'un' },
      { justification: 'ok', version: 0 },
      { justification: 'ok', version: 1e12 },
      { justification: 'ok', version: 1.5 },
      { justification: 'ok', statut: 20 },
      ['ok'],
    ];
    for (const payload of payloads) {
      const response = await post(t, presta, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('ValidationError');
    }
    const tooLong = (await post(t, presta, url, { justification: 'x'.repeat(2001) })).json();
    expect(tooLong.fields).toEqual([{ field: 'justification', message: 'Ce texte ne peut pas dépasser 2000 caractères.' }]);
    const exact = await post(t, presta, url, { justification: 'x'.repeat(2000) });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON or is not an object on every dossier call', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const calls = [
      ['/api/dossiers', gestion],
      [`/api/dossiers/${dossier.id}/duplicate`, presta],
      [`/api/gestion/dossiers/${dossier.id}/ask-information`, gestion],
    ] as const;
    for (const [url, authorization] of calls) {
      const broken = await t.app.inject({ method: 'POST', url, headers: { authorization, 'content-type': 'application/json' }, payload: '{"page": ' });
      expect(broken.statusCode, url).toBe(400);
      const scalar = await t.app.inject({ method: 'POST', url, headers: { authorization, 'content-type': 'application/json' }, payload: '42' });
      expect(scalar.statusCode, url).toBe(400);
      const xml = await t.app.inject({ method: 'POST', url, headers: { authorization, 'content-type': 'application/xml' }, payload: '<a/>' });
      expect(xml.statusCode, url).toBe(415);
    }
    const ask = await post(t, gestion, `/api/gestion/dossiers/${dossier.id}/ask-information`, { askText: '' });
    expect(ask.json().fields).toEqual([{ field: 'askText', message: 'Ce champ est obligatoire.' }]);
  });

  it('refuses every dossier call without a valid token with 498', async () => {
    for (const [method, route] of ROUTES) {
      const response = await t.app.inject({ method, url: route.replace('{id}', '1'), headers: { authorization: 'Bearer nope' } });
      expect(response.statusCode, route).toBe(498);
    }
  });
});
