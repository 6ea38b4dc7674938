import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
const as: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  for (const [login, droit] of [['demo.presta', Droit.Prestataire], ['demo.reference', Droit.Prestataire], ['demo.gestionnaire', Droit.Gestionnaire], ['demo.benef', Droit.Beneficiaire]] as const) {
    as[login] = (await t.login(login, droit)).authorization;
  }
  await createOutsiderProvider(t, 'emails.outsider');
  as.outsider = (await t.login('emails.outsider', Droit.Prestataire)).authorization;
  const queue = async (key: string, contactId: number | null, subject: string, at: string) =>
    (ids[key] = (await t.database.db.insert(outbox).values({ recipient: `${key}@example.be`, contactId, subject, body: `Bonjour,\n${subject}`, createdAt: new Date(at) }).returning())[0]!.id);
  await queue('reference', p.reference, 'Historique : message pour la Référence', '2026-11-20T10:00:00Z');
  await queue('presta', p.presta, 'Historique : message pour l’Autorité', '2026-11-21T10:00:00Z');
  await queue('benef', p.benef, 'Historique : message pour le bénéficiaire', '2026-11-22T10:00:00Z');
});
afterAll(() => t.close());

const list = async (login: string, filter: object = {}) => post(t, as[login]!, '/api/emails', { recherche: 'Historique', ...filter });
const subjects = async (login: string, filter: object = {}) => ((await list(login, filter)).json().result.items as Array<{ subject: string }>).map((m) => m.subject);

describe('the e-mail history', () => {
  it('shows each user the messages sent to them, newest first, with their delivery status', async () => {
    expect(await subjects('demo.reference')).toEqual(['Historique : message pour la Référence']);
    const page = (await list('demo.presta')).json().result;
    expect(page).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(page.items[0]).toMatchObject({ id: ids.presta, subject: 'Historique : message pour l’Autorité', recipient: 'presta@example.be', status: 'queued', sentAt: null });
    expect(page.items[0]).not.toHaveProperty('body');
  });

  it("shows an Authority its organisation's messages, and refuses that to anyone else", async () => {
    expect(await subjects('demo.presta', { organisationId: p.prestataire })).toEqual(['Historique : message pour l’Autorité', 'Historique : message pour la Référence']);
    expect((await list('demo.reference', { organisationId: p.prestataire })).statusCode).toBe(403);
    expect((await list('outsider', { organisationId: p.prestataire })).statusCode).toBe(403);
  });

  it('shows a manager every message, and pages them', async () => {
    expect(await subjects('demo.gestionnaire')).toEqual(['Historique : message pour le bénéficiaire', 'Historique : message pour l’Autorité', 'Historique : message pour la Référence']);
    const second = (await list('demo.gestionnaire', { perPage: 2, page: 2 })).json().result;
    expect(second).toMatchObject({ total: 3 });
    expect(second.items.map((m: { id: number }) => m.id)).toEqual([ids.reference]);
  });

  it("opens a message's contents for whoever may read it, 404 for anyone else", async () => {
    const read = (login: string, id: number) => t.app.inject({ url: `/api/emails/${id}`, headers: { authorization: as[login]! } });
    expect((await read('demo.reference', ids.reference!)).json().result).toMatchObject({ subject: 'Historique : message pour la Référence', body: 'Bonjour,\nHistorique : message pour la Référence' });
    expect((await read('demo.presta', ids.reference!)).statusCode).toBe(200);
    expect((await read('demo.gestionnaire', ids.benef!)).statusCode).toBe(200);
    expect((await read('demo.reference', ids.presta!)).statusCode).toBe(404);
    expect((await read('outsider', ids.reference!)).statusCode).toBe(404);
    expect((await read('demo.benef', 999_999)).statusCode).toBe(404);
  });

  it('refuses a bad filter on its field', async () => {
    const response = await list('demo.presta', { perPage: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('perPage');
  });
});
