import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { and, eq, ilike } from 'drizzle-orm';
import { contacts, outbox, xContacts } from '../../server/db/schema/index';
import { accountLinkMail } from '../../server/services/mail/templates';
import { accountLinkUrl } from '../../server/services/auth/signup-tokens';
import { MASKED_PERSONAL_LINK, maskPersonalLinks } from '../../server/services/emails/personal-links';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
const as: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  ({ t, p } = await demoApp());
  for (const [login, droit] of [['demo.presta', Droit.Prestataire], ['demo.reference', Droit.Prestataire], ['demo.gestionnaire', Droit.Gestionnaire], ['demo.benef', Droit.Beneficiaire]] as const) {
    as[login] = (await t.login(login, droit)).authorization;
  }
  await createOutsiderProvider(t, 'emails.outsider');
  as.outsider = (await t.login('emails.outsider', Droit.Prestataire)).authorization;
  // Messages about the provider: its Authority reads those sent to the contacts it validated.
  const queue = async (key: string, contactId: number | null, subject: string, at: string) =>
    (ids[key] = (await t.database.db.insert(outbox).values({ recipient: `${key}@example.be`, contactId, organisationId: p.prestataire, subject, body: `Bonjour,\n${subject}`, createdAt: new Date(at) }).returning())[0]!.id);
  await queue('reference', p.reference, 'Historique : message pour la Référence', '2026-11-20T10:00:00Z');
  await queue('presta', p.presta, 'Historique : message pour l’Autorité', '2026-11-21T10:00:00Z');
  await queue('benef', p.benef, 'Historique : message pour le bénéficiaire', '2026-11-22T10:00:00Z');
  // 00:30 in Brussels on 21 November, still the 20th in UTC: the period is of days on the platform's clocks.
  await queue('late', p.reference, 'Historique : message de minuit', '2026-11-20T23:30:00Z');
});
afterAll(() => t.close());

const list = async (login: string, filter: object = {}) => post(t, as[login]!, '/api/emails', { recherche: 'Historique', ...filter });
const subjects = async (login: string, filter: object = {}) => ((await list(login, filter)).json().result.items as Array<{ subject: string }>).map((m) => m.subject);

describe('the e-mail history', () => {
  it('shows each user the messages sent to them, newest first, with their delivery status', async () => {
    expect(await subjects('demo.reference')).toEqual(['Historique : message de minuit', 'Historique : message pour la Référence']);
    const page = (await list('demo.presta')).json().result;
    expect(page).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(page.items[0]).toMatchObject({ id: ids.presta, subject: 'Historique : message pour l’Autorité', recipient: 'presta@example.be', status: 'queued', sentAt: null });
    expect(page.items[0]).not.toHaveProperty('body');
  });

  it("shows an Authority its organisation's messages, and refuses that to anyone else", async () => {
    expect(await subjects('demo.presta', { organisationId: p.prestataire })).toEqual([
      'Historique : message pour l’Autorité',
      'Historique : message de minuit',
      'Historique : message pour la Référence',
    ]);
    expect((await list('demo.reference', { organisationId: p.prestataire })).statusCode).toBe(403);
    expect((await list('outsider', { organisationId: p.prestataire })).statusCode).toBe(403);
  });

  it('shows a manager every message, and pages them', async () => {
    expect(await subjects('demo.gestionnaire')).toEqual([
      'Historique : message pour le bénéficiaire',
      'Historique : message pour l’Autorité',
      'Historique : message de minuit',
      'Historique : message pour la Référence',
    ]);
    const second = (await list('demo.gestionnaire', { perPage: 3, page: 2 })).json().result;
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 3 });
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

  it('filters by a period of days on the platform\'s clocks, both ends included, and by text', async () => {
    expect(await subjects('demo.gestionnaire', { dateFrom: '2026-11-21', dateTo: '2026-11-21' })).toEqual(['Historique : message pour l’Autorité', 'Historique : message de minuit']);
    expect(await subjects('demo.gestionnaire', { dateTo: '20/11/2026' })).toEqual(['Historique : message pour la Référence']);
    expect(await subjects('demo.gestionnaire', { dateFrom: '22/11/2026', dateTo: '' })).toEqual(['Historique : message pour le bénéficiaire']);
    expect(await subjects('demo.gestionnaire', { recherche: 'BENEF@example' })).toEqual(['Historique : message pour le bénéficiaire']);
    // LIKE's wildcards are taken literally.
    expect(await subjects('demo.gestionnaire', { recherche: 'Historique%minuit' })).toEqual([]);
  });

  it("keeps a contact's messages from an organisation that has not validated its link", async () => {
    await t.database.db.insert(xContacts).values({
      contactId: p.benef,
      organisationId: p.prestataire,
      typeContactId: TypeContact.INFORMATION,
      typeOrganisationId: TypeOrganisation.PRESTATAIRE,
      validationStatus: StatutValidationLien.EN_ATTENTE,
    });
    const read = (id: number) => t.app.inject({ url: `/api/emails/${id}`, headers: { authorization: as['demo.presta']! } });
    try {
      expect(await subjects('demo.presta', { organisationId: p.prestataire })).not.toContain('Historique : message pour le bénéficiaire');
      expect((await read(ids.benef!)).statusCode).toBe(404);
      await t.database.db.update(xContacts).set({ validationStatus: StatutValidationLien.VALIDE }).where(and(eq(xContacts.organisationId, p.prestataire), eq(xContacts.contactId, p.benef)));
      expect((await read(ids.benef!)).statusCode).toBe(200);
    } finally {
      await t.database.db.delete(xContacts).where(and(eq(xContacts.organisationId, p.prestataire), eq(xContacts.contactId, p.benef)));
    }
  });

  it("masks a password-reset link for all but its recipient: the manager reads the message, not the link; the Authority not even that", async () => {
    const [information] = await t.database.db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, p.information));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: information!.email } })).statusCode).toBe(200);
    await t.app.afterAnswers.settled();
    const [reset] = await t.database.db.select({ id: outbox.id, body: outbox.body }).from(outbox).where(and(eq(outbox.contactId, p.information), ilike(outbox.subject, 'Réinitialisation%')));
    const link = /https?:\/\/\S*token=\S+/.exec(reset!.body)![0];
    const read = (login: string) => t.app.inject({ url: `/api/emails/${reset!.id}`, headers: { authorization: as[login]! } });
    as['demo.information'] = (await t.login('demo.information', Droit.Prestataire)).authorization;
    expect((await read('demo.information')).json().result.body).toContain(link);
    // A message about the account alone names no organisation: the Authority of the contact's provider does not read it.
    expect((await read('demo.presta')).statusCode).toBe(404);
    const masked = (await read('demo.gestionnaire')).json().result.body as string;
    expect(masked).not.toContain('token=');
    expect(masked).toContain(MASKED_PERSONAL_LINK);
    expect(masked).toContain('Pour choisir un nouveau mot de passe');
  });

  it("masks the sign-up and account-validation links the same way", () => {
    for (const signupType of ['create', 'validate'] as const) {
      const masked = maskPersonalLinks(accountLinkMail(signupType, accountLinkUrl('https://cheques.example', signupType, 'le-secret-du-lien'), 'Anne').body);
      expect(masked).not.toContain('le-secret-du-lien');
      expect(masked).toContain(`${MASKED_PERSONAL_LINK}\n\nCe lien est valable`);
    }
  });

  it('refuses a reversed period on its start', async () => {
    const response = await list('demo.presta', { dateFrom: '2026-11-22', dateTo: '2026-11-21' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('dateFrom');
  });

  it('refuses a bad filter on its field', async () => {
    const response = await list('demo.presta', { perPage: 1000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('perPage');
  });
});

describe('POST /emails/export', () => {
  const exported = async (login: string, filter: object) => {
    const response = await post(t, as[login]!, '/api/emails/export', { recherche: 'Historique', ...filter });
    return { response, rows: response.statusCode === 200 ? (parse(response.rawPayload.toString('utf8').slice(1), { delimiter: ';' }) as string[][]) : [] };
  };

  it('holds the messages of the history the filters select, every page, without their contents', async () => {
    const { response, rows } = await exported('demo.reference', {});
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="e-mails-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows).toEqual([
      ['Date', 'Objet', 'Destinataire', 'Envoi', 'Envoyé le'],
      ['21/11/2026 00:30', 'Historique : message de minuit', 'late@example.be', "En attente d'envoi", ''],
      ['20/11/2026 11:00', 'Historique : message pour la Référence', 'reference@example.be', "En attente d'envoi", ''],
    ]);
    expect(response.rawPayload.toString('utf8')).not.toContain('Bonjour');
    // Newest first in the order they were written (the ids), which the backdated rows of this test alone tell apart from their dates.
    const organisation = (await exported('demo.presta', { organisationId: p.prestataire })).rows.slice(1).map((r) => r[1]);
    expect(organisation.sort()).toEqual((await subjects('demo.presta', { organisationId: p.prestataire })).sort());
  });

  it('is refused where the list is, and reads as XLSX too', async () => {
    expect((await exported('demo.reference', { organisationId: p.prestataire })).response.statusCode).toBe(403);
    expect((await exported('demo.reference', { dateFrom: '2026-11-22', dateTo: '2026-11-20' })).response.statusCode).toBe(400);
    const xlsx = await post(t, as['demo.reference']!, '/api/emails/export', { recherche: 'Historique', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('E-mails')!.rowCount).toBe(3);
  });
});
