// Also on PostgreSQL: two answers to one survey sent at once.
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier as S } from '../../domain/dossier-status';
import { SURVEY_ANSWERED_CODE, SURVEY_ANSWERED_MESSAGE, SURVEY_QUESTION_KEYS, SURVEY_UNKNOWN_MESSAGE } from '../../domain/survey';
import type { SurveyPage } from '../../domain/wire/survey';
import { outbox, satisfactionSurveys } from '../../server/db/schema/index';
import { hashOpaque } from '../../server/services/auth/signup-tokens';
import { MASKED_PERSONAL_LINK } from '../../server/services/emails/personal-links';
import { changedTables, tableDigest } from '../support/table-digest';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let p: DemoParties;
const as = { gestion: '', benef: '', presta: '' };
beforeAll(async () => {
  // The address's first wait lasts a minute, not a second: over before the 31st unknown token, it would let it through.
  t = await createTestApp({ TRUST_PROXY: '10.9.9.9', PUBLIC_URL: 'https://cheques.example', LOGIN_FIRST_DELAY_SECONDS: '60' });
  p = await demoParties(t);
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.presta = (await t.login('demo.presta')).authorization;
});
afterAll(() => t.close());

let addressCount = 0;
/** Each test from an address of its own, so that only the throttle's test fills a bucket. */
const newAddress = () => `198.51.100.${++addressCount}`;

const LINK = /https:\/\/cheques\.example\/app\/survey\/([\w-]+)/;
const survey = (token: string, remoteAddress = newAddress()) => t.app.inject({ method: 'GET', url: `/api/survey/${token}`, remoteAddress });
const answer = (token: string, payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/survey/${token}`, payload: payload as object, remoteAddress });

const ALL_YES = Object.fromEntries(SURVEY_QUESTION_KEYS.map((key) => [key, true]));
const GOOD = { reponses: ALL_YES, note: 4, commentaire: 'Très bon accompagnement.' };

/** A dossier of Menuiserie Dupont SRL with the demo provider, approved (8): the manager settles it next. */
const approved = () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_APPROUVEE, beneficiaireId: p.entreprise, prestataireId: p.prestataire });

/** Settles a dossier as the manager and reads the survey's token out of the e-mail its beneficiary's Authority got. */
async function settledSurvey(): Promise<{ dossierId: number; reference: string; token: string }> {
  const dossier = await approved();
  expect((await post(t, as.gestion, `/api/gestion/dossiers/${dossier.id}/settle`)).statusCode).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.contactId, p.benef), like(outbox.subject, `Dossier ${dossier.reference} :%`)));
  const token = LINK.exec(mail!.body)![1]!;
  return { dossierId: dossier.id, reference: dossier.reference, token };
}

describe('the survey sent when a dossier is settled', () => {
  it("is created on SETTLE, its link e-mailed to the beneficiary's Authorities; only the token's SHA-256 is stored", async () => {
    const { dossierId, reference, token } = await settledSurvey();
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    const [row] = await t.database.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.dossierId, dossierId));
    expect(row).toMatchObject({ tokenHash: hashOpaque(token), answeredAt: null, reponses: null, note: null });
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await t.database.db.select().from(outbox).where(and(eq(outbox.contactId, p.benef), like(outbox.subject, `Dossier ${reference} :%`)));
    expect(mail!.subject).toBe(`Dossier ${reference} : votre avis sur la prestation`);
    expect(mail!.body).toContain(`https://cheques.example/app/survey/${token}\n`);
    expect(mail!.body).toContain('Conseil & Transition SRL');
  });

  it('is not created by any other status change (approval, cancellation after settlement, cancel and settle)', async () => {
    const count = async (dossierId: number) => (await t.database.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.dossierId, dossierId))).length;
    const examined = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expect((await post(t, as.gestion, `/api/gestion/dossiers/${examined.id}/approve-service`)).statusCode).toBe(200);
    expect(await count(examined.id)).toBe(0);
    const other = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expect((await post(t, as.gestion, `/api/gestion/dossiers/${other.id}/cancel-and-settle`, { justification: 'Première phase seule.' })).statusCode).toBe(200);
    expect(await count(other.id)).toBe(0);
    const { dossierId } = await settledSurvey();
    expect((await post(t, as.gestion, `/api/gestion/dossiers/${dossierId}/cancel-after-settlement`, { justification: 'Double financement.' })).statusCode).toBe(200);
    expect(await count(dossierId)).toBe(1);
  });

  it('masks the link in the e-mail history for anyone but its recipient', async () => {
    const { reference, token } = await settledSurvey();
    const [mail] = await t.database.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.contactId, p.benef), like(outbox.subject, `Dossier ${reference} :%`)));
    const read = async (authorization: string) => (await t.app.inject({ url: `/api/emails/${mail!.id}`, headers: { authorization } })).json().result.body as string;
    expect(await read(as.benef)).toContain(token);
    const byManager = await read(as.gestion);
    expect(byManager).not.toContain(token);
    expect(byManager).toContain(MASKED_PERSONAL_LINK);
  });
});

describe('the public survey calls', () => {
  it('give the questions and the dossier without signing in, then record one answer per token', async () => {
    const { reference, token, dossierId } = await settledSurvey();
    const form = await survey(token);
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.json().result).toMatchObject({ reference, prestataire: 'Conseil & Transition SRL', noteMin: 1, noteMax: 5 });
    expect(form.json().result.questions.map((q: { key: string }) => q.key)).toEqual(SURVEY_QUESTION_KEYS);

    const sent = await answer(token, { ...GOOD, commentaire: '  Très bon accompagnement.  ' });
    expect(sent.json()).toEqual({ result: true });
    const [row] = await t.database.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.dossierId, dossierId));
    expect(row).toMatchObject({ reponses: ALL_YES, note: 4, commentaire: 'Très bon accompagnement.' });
    expect(row!.answeredAt).toBeInstanceOf(Date);

    // Used: the page says so, and a second answer is refused and changes nothing.
    for (const again of [await survey(token), await answer(token, { ...GOOD, note: 1 })]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: SURVEY_ANSWERED_CODE, message: SURVEY_ANSWERED_MESSAGE });
    }
    const [after] = await t.database.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.dossierId, dossierId));
    expect(after).toEqual(row);
  });

  it('accept exactly one of two answers sent at once', async () => {
    const { token, dossierId } = await settledSurvey();
    const answers = await Promise.all([answer(token, { ...GOOD, note: 2 }), answer(token, { ...GOOD, note: 5 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200) === 0 ? 2 : 5;
    const [row] = await t.database.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.dossierId, dossierId));
    expect(row!.note).toBe(winner);
  });

  it('answer an unknown or malformed token 404 with its French message, reading and writing nothing', async () => {
    const before = await tableDigest(t.database.db);
    for (const token of ['A'.repeat(43), 'pas-un-jeton', '%C3%A9t%C3%A9']) {
      for (const response of [await survey(token, '10.9.9.9'), await answer(token, GOOD, '10.9.9.9')]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: SURVEY_UNKNOWN_MESSAGE });
      }
    }
    // Only the throttle counts the guesses.
    expect(changedTables(before, await tableDigest(t.database.db))).toEqual(['login_throttle']);
  });

  it('refuse a malformed answer with 400 on its fields, in French, changing nothing', async () => {
    const { token, dossierId } = await settledSurvey();
    const before = await tableDigest(t.database.db);
    const cases: Array<[unknown, string, string]> = [
      [{ ...GOOD, note: 6 }, 'note', 'Choisissez une note de 1 à 5.'],
      [{ ...GOOD, note: 2.5 }, 'note', 'Choisissez une note de 1 à 5.'],
      [{ ...GOOD, note: undefined }, 'note', 'Ce champ est obligatoire.'],
      [{ ...GOOD, reponses: { ...ALL_YES, delaisRespectes: 'peut-être' } }, 'reponses.delaisRespectes', 'Répondez par oui ou par non.'],
      [{ ...GOOD, reponses: { ...ALL_YES, delaisRespectes: null } }, 'reponses.delaisRespectes', 'Répondez par oui ou par non.'],
      [{ ...GOOD, reponses: { attentesRencontrees: true } }, 'reponses.delaisRespectes', 'Ce champ est obligatoire.'],
      [{ ...GOOD, commentaire: 'x'.repeat(2001) }, 'commentaire', 'Ce texte ne peut pas dépasser 2000 caractères.'],
      [{ ...GOOD, commentaire: 'a\u0000b' }, 'commentaire', 'Ce texte contient un caractère de contrôle non autorisé.'],
      [{ ...GOOD, extra: 1 }, 'extra', "La valeur de ce champ n'est pas valide."],
    ];
    for (const [payload, field, message] of cases) {
      const response = await answer(token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().fields).toContainEqual({ field, message });
    }
    expect(changedTables(before, await tableDigest(t.database.db))).toEqual([]);
    // "oui" and "non" and a rating as text are what the form sends: accepted.
    const fromForm = { reponses: Object.fromEntries(SURVEY_QUESTION_KEYS.map((key, i) => [key, i % 2 ? 'non' : 'oui'])), note: '3', commentaire: '' };
    expect((await answer(token, fromForm)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.dossierId, dossierId));
    expect(row).toMatchObject({ note: 3, commentaire: null, reponses: Object.fromEntries(SURVEY_QUESTION_KEYS.map((key, i) => [key, i % 2 === 0])) });
  });

  it('count unknown tokens in the address throttle, like wrong passwords', async () => {
    const address = newAddress();
    let last = 0;
    for (let i = 0; i < 31; i += 1) last = (await survey(`inconnu-${i}-${'x'.repeat(40)}`, address)).statusCode;
    expect(last).toBe(429);
  });
});

describe("the managers' list", () => {
  it('lists the answers newest first, paginated, with averages computed over every answer', async () => {
    const first = await settledSurvey();
    const second = await settledSurvey();
    await answer(first.token, { reponses: { ...ALL_YES, delaisRespectes: false }, note: 2 });
    await answer(second.token, { ...GOOD, note: 5, commentaire: 'Parfait.' });
    const list = await post(t, as.gestion, '/api/gestion/surveys', { page: 1, perPage: 1 });
    expect(list.statusCode).toBe(200);
    const page = list.json().result as SurveyPage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ reference: second.reference, note: 5, commentaire: 'Parfait.', beneficiaire: 'Menuiserie Dupont SRL', prestataire: 'Conseil & Transition SRL' });
    const next = (await post(t, as.gestion, '/api/gestion/surveys', { page: 2, perPage: 1 })).json().result as SurveyPage;
    expect(next.items[0]!.reference).toBe(first.reference);

    const rows = await t.database.db.select().from(satisfactionSurveys).where(isNotNull(satisfactionSurveys.answeredAt));
    expect(page.total).toBe(rows.length);
    expect(page.averages.count).toBe(rows.length);
    expect(page.averages.note).toBeCloseTo(rows.reduce((sum, r) => sum + r.note!, 0) / rows.length, 10);
    for (const key of SURVEY_QUESTION_KEYS) {
      expect(page.averages.oui[key]).toBeCloseTo(rows.filter((r) => r.reponses![key]).length / rows.length, 10);
    }
    expect(page.averages.oui.delaisRespectes).toBeLessThan(1);
  });

  it('is for managers only, and checks its paging', async () => {
    expect((await post(t, as.benef, '/api/gestion/surveys', {})).statusCode).toBe(403);
    expect((await post(t, as.presta, '/api/gestion/surveys', {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/gestion/surveys', payload: {} })).statusCode).toBe(498);
    const tooMany = await post(t, as.gestion, '/api/gestion/surveys', { perPage: 500 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toContainEqual({ field: 'perPage', message: 'Entre 1 et 100 réponses par page.' });
  });
});
