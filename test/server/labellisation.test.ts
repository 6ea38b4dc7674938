import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelHistory, labels, outbox, thematiques, xContacts } from '../../server/db/schema/index';
import { expireLabels } from '../../server/services/labellisation/labels';
import { Droit } from '../../domain/droits';
import { platformToday } from '../../domain/sme';
import { StatutDemandeLabellisation as D, StatutLabellisation, TypeDemandeLabellisation as T } from '../../domain/labellisation';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';
import { labellisationCallers, type LabellisationCallers } from '../support/labellisation-callers';
import { createTestApp, type TestApp } from '../support/test-app';
import { get } from '../support/wizard';

/** docs/labellisation.md: the provider's requests, their submission in groups, the centres' opinions and the administration's decisions. */

let t: TestApp;
let p: DemoParties;
let as: LabellisationCallers;
const thematique: Record<string, number> = {};
let outsiders = 0;

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  as = await labellisationCallers(t);
  for (const row of await t.database.db.select().from(thematiques)) thematique[row.code] = row.id;
});
afterAll(() => t.close());

/** A provider of its own with no label yet, its Authority signed in. */
async function newProvider() {
  const { organisationId } = await createOutsiderProvider(t, `labo.${++outsiders}`);
  return { organisationId, authorization: (await t.login(`labo.${outsiders}`, Droit.Prestataire)).authorization };
}

const create = (authorization: string, organisationId: number, payload: object) => post(t, authorization, `/api/labellisation/prestataires/${organisationId}/demandes`, payload);
const recognition = (code: string) => ({ type: T.RECONNAISSANCE, thematiqueId: thematique[code], commentaire: 'Nos références sur ce thème.' });
const systemAccess = { type: T.ACCES_SYSTEME, commentaire: 'Notre cabinet et ses consultants.' };
const submit = (authorization: string, organisationId: number, demandeIds: number[]) => post(t, authorization, `/api/labellisation/prestataires/${organisationId}/soumissions`, { demandeIds });
const act = (authorization: string, demandeId: number, path: string, payload?: object) => post(t, authorization, `/api/labellisation/demandes/${demandeId}/${path}`, payload ?? {});

/** A request created, then completed (its references given) so that it may be submitted. */
async function created(authorization: string, organisationId: number, payload: object): Promise<number> {
  const response = await create(authorization, organisationId, payload);
  expect(response.statusCode, response.body).toBe(201);
  const { id, commentaire } = response.json().result;
  const completed = await post(t, authorization, `/api/labellisation/demandes/${id}/completion/specific`, { commentaire, references: 'Trois missions récentes.' });
  expect(completed.json().result.manquants, completed.body).toEqual([]);
  return id;
}

/** A recognition of a new provider, submitted with its system access and now in examination. */
async function inExamination() {
  const provider = await newProvider();
  const ids = [await created(provider.authorization, provider.organisationId, recognition('ENERGIE')), await created(provider.authorization, provider.organisationId, systemAccess)];
  expect((await submit(provider.authorization, provider.organisationId, ids)).statusCode).toBe(200);
  return { provider, recognitionId: ids[0]!, systemAccessId: ids[1]! };
}

describe('the demo provider’s labellisation', () => {
  it('shows its labels, its requests in progress, and what each contact type may do', async () => {
    const summary = (await get(t, as.A, `/api/labellisation/prestataires/${p.prestataire}`)).json().result;
    expect(summary.labels.map((l: { typeLibelle: string; statutLibelle: string }) => [l.typeLibelle, l.statutLibelle])).toEqual([
      ['Reconnaissance thématique', 'Valide'],
      ['Accès au dispositif', 'Valide'],
    ]);
    expect(summary).toMatchObject({ enCours: 4, actions: { list: true, view: true, create: true, submit: true } });
    expect((await get(t, as.R, `/api/labellisation/prestataires/${p.prestataire}`)).json().result.actions).toEqual({
      list: true,
      view: true,
      create: true,
      submit: false,
      competences: { list: true, create: true, submit: false },
    });
    expect((await get(t, as.E, `/api/labellisation/prestataires/${p.prestataire}`)).json().result.actions).toEqual({
      list: true,
      view: false,
      create: false,
      submit: false,
      competences: { list: false, create: true, submit: false },
    });
    const dashboard = (await get(t, as.I, '/api/labellisation/dashboard')).json().result;
    expect(dashboard.prestataires.map((d: { organisation: { id: number } }) => d.organisation.id)).toEqual([p.prestataire]);
    expect(dashboard.prestataires[0].demandesEnCours).toHaveLength(4);
  });

  it('lists its requests page by page, filtered by status, for A, R, E and I only', async () => {
    const list = (authorization: string, body: object) => post(t, authorization, `/api/labellisation/prestataires/${p.prestataire}/demandes/list`, body);
    const all = (await list(as.E, { perPage: 2 })).json().result;
    expect(all).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(all.items).toHaveLength(2);
    expect((await list(as.A, { statut: [D.EN_INTRODUCTION] })).json().result.total).toBe(2);
    expect((await list(as.benef, {})).statusCode).toBe(403);
    expect((await list(as.A, { perPage: 1000 })).statusCode).toBe(400);
  });
});

describe('the exports of the requests lists', () => {
  const csvRecords = (payload: Buffer): string[][] => parse(payload.toString('utf8').slice(1), { delimiter: ';' });

  it("hold every request of the provider's list the filter selects, newest first, as CSV and XLSX", async () => {
    const url = `/api/labellisation/prestataires/${p.prestataire}/demandes`;
    const listed = (await post(t, as.E, `${url}/list`, { perPage: 100 })).json().result.items as Array<{ reference: string; statutLibelle: string }>;
    const response = await post(t, as.E, `${url}/export`, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="demandes-labellisation-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(response.rawPayload);
    expect(header).toEqual(['Référence', 'Prestataire', 'Type', 'Thématique', 'Renouvellement', 'Statut', 'Décision', 'Créée le', 'Soumise le', 'Traitée le']);
    expect(rows.map((r) => [r[0], r[5]])).toEqual(listed.map((d) => [d.reference, d.statutLibelle]));
    const inIntroduction = csvRecords((await post(t, as.A, `${url}/export`, { statut: [D.EN_INTRODUCTION] })).rawPayload).slice(1);
    expect(new Set(inIntroduction.map((r) => r[5]))).toEqual(new Set(['En introduction']));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await post(t, as.A, `${url}/export`, { format: 'xlsx' })).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Demandes de labellisation')!;
    expect(sheet.getSheetValues().slice(2).map((row) => (row as unknown[])[1])).toEqual(listed.map((d) => d.reference));
    expect((await post(t, as.benef, `${url}/export`, {})).statusCode).toBe(403);
  });

  it("hold what waits on the caller's desk", async () => {
    const desk = (await post(t, as.centreAvis, '/api/labellisation/bureau', { perPage: 100 })).json().result.items as Array<{ reference: string }>;
    const rows = csvRecords((await post(t, as.centreAvis, '/api/labellisation/bureau/export', {})).rawPayload).slice(1);
    expect(rows.map((r) => r[0])).toEqual(desk.map((d) => d.reference));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('creating a request (A and R; a thematic unless a system access)', () => {
  it('creates it in introduction, with its reference and a history row', async () => {
    const response = await create(as.R, p.prestataire, recognition('CYBERSECURITE'));
    expect(response.statusCode, response.body).toBe(201);
    const demande = response.json().result;
    expect(demande).toMatchObject({ statut: D.EN_INTRODUCTION, statutLibelle: 'En introduction', typeLibelle: 'Reconnaissance thématique', thematique: { libelle: 'Cybersécurité' }, version: 1 });
    expect(demande.reference).toMatch(/^LAB-\d{4}-\d{6}$/);
    expect(demande.historique.map((h: { evenement: string }) => h.evenement)).toEqual(['Création de la demande']);
    expect(demande.actions).toMatchObject({ cancel: true, validate: false, giveOpinion: false });
  });

  it('refuses the Expert and the Information contact, and another provider', async () => {
    expect((await create(as.E, p.prestataire, recognition('STRATEGIE'))).statusCode).toBe(403);
    expect((await create(as.I, p.prestataire, recognition('STRATEGIE'))).statusCode).toBe(403);
    const other = await newProvider();
    expect((await create(as.A, other.organisationId, recognition('STRATEGIE'))).statusCode).toBe(403);
    expect((await create(as.gestion, p.prestataire, recognition('STRATEGIE'))).statusCode).toBe(403);
  });

  it('says what is wrong with the thematic, field by field, and creates nothing', async () => {
    const fields = async (payload: object) => (await create(as.A, p.prestataire, payload)).json().fields;
    expect(await fields({ type: T.RECONNAISSANCE, commentaire: 'x' })).toEqual([{ field: 'thematiqueId', message: 'Choisissez la thématique.' }]);
    expect(await fields({ ...systemAccess, thematiqueId: thematique.STRATEGIE })).toEqual([{ field: 'thematiqueId', message: 'Un accès au dispositif ne porte sur aucune thématique.' }]);
    expect(await fields({ ...recognition('STRATEGIE'), thematiqueId: 999_999 })).toEqual([{ field: 'thematiqueId', message: 'Thématique inconnue.' }]);
    expect(await fields({ ...recognition('STRATEGIE'), commentaire: '  ' })).toEqual([{ field: 'commentaire', message: 'Ce champ est obligatoire.' }]);
  });
});

describe('submitting requests together (the Authority; spec sections 4 and 9)', () => {
  it('refuses a recognition outside the restricted context without a system access, and submits it with one', async () => {
    const provider = await newProvider();
    const recognitionId = await created(provider.authorization, provider.organisationId, recognition('ENERGIE'));
    const alone = await submit(provider.authorization, provider.organisationId, [recognitionId]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields).toEqual([{ field: 'demandeIds', message: expect.stringContaining("demande un accès au dispositif") }]);
    const check = await post(t, provider.authorization, `/api/labellisation/prestataires/${provider.organisationId}/soumissions/verification`, { demandeIds: [recognitionId] });
    expect(check.json().result.problemes).toHaveLength(1);
    const accessId = await created(provider.authorization, provider.organisationId, systemAccess);
    const together = await submit(provider.authorization, provider.organisationId, [recognitionId, accessId]);
    expect(together.statusCode, together.body).toBe(200);
    for (const id of [recognitionId, accessId]) {
      const demande = (await get(t, provider.authorization, `/api/labellisation/demandes/${id}`)).json().result;
      expect(demande).toMatchObject({ statut: D.EN_EXAMEN, soumiseLe: expect.any(String) });
    }
    expect((await submit(provider.authorization, provider.organisationId, [recognitionId])).json().fields).toEqual([
      { field: 'demandeIds', message: 'Seules les demandes en introduction de ce prestataire peuvent être soumises : actualisez la liste.' },
    ]);
  });

  it('submits a recognition of the restricted context alone, and one of a provider whose system access is granted', async () => {
    const provider = await newProvider();
    const restricted = await created(provider.authorization, provider.organisationId, recognition('AUDIT_REGLEMENTAIRE'));
    expect((await submit(provider.authorization, provider.organisationId, [restricted])).statusCode).toBe(200);
    const demo = await created(as.A, p.prestataire, recognition('INTERNATIONAL'));
    expect((await submit(as.A, p.prestataire, [demo])).statusCode).toBe(200);
  });

  it('never submits a thematic access alone', async () => {
    const thematic = await created(as.A, p.prestataire, { type: T.ACCES_THEMATIQUE, thematiqueId: thematique.INTERNATIONAL, commentaire: 'Outils export.' });
    const response = await submit(as.A, p.prestataire, [thematic]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].message).toBe("Une demande d'accès thématique ne peut pas être soumise seule : soumettez-la avec la reconnaissance à laquelle elle se rapporte.");
    expect((await get(t, as.A, `/api/labellisation/demandes/${thematic}`)).json().result.statut).toBe(D.EN_INTRODUCTION);
  });

  it('shows a request to the centres only once it is submitted: a draft is not in their queue, and by id they are refused as any stranger', async () => {
    const id = await created(as.R, p.prestataire, recognition('ECONOMIE_CIRCULAIRE'));
    for (const centre of [as.centreReference, as.centreAvis]) {
      expect((await get(t, centre, `/api/labellisation/demandes/${id}`)).statusCode).toBe(403);
      expect((await act(centre, id, 'avis', { avis: 1, commentaire: 'Trop tôt.' })).statusCode).toBe(403);
    }
    expect((await submit(as.A, p.prestataire, [id])).statusCode).toBe(200);
    for (const centre of [as.centreReference, as.centreAvis]) expect((await get(t, centre, `/api/labellisation/demandes/${id}`)).statusCode).toBe(200);
  });

  it('lets only the Authority submit', async () => {
    const id = await created(as.R, p.prestataire, recognition('ECONOMIE_CIRCULAIRE'));
    expect((await submit(as.R, p.prestataire, [id])).statusCode).toBe(403);
    expect((await submit(as.E, p.prestataire, [id])).statusCode).toBe(403);
    expect((await submit(as.A, p.prestataire, [id])).statusCode).toBe(200);
  });

  it('opens a renewal LABEL_RENEWAL_WINDOW_DAYS before the label expires', async () => {
    const { provider, recognitionId } = await inExamination();
    expect((await act(as.gestion, recognitionId, 'validate')).statusCode).toBe(200);
    const [label] = await t.database.db.select().from(labels).where(eq(labels.organisationId, provider.organisationId)).orderBy(labels.id);
    const renewal = await created(provider.authorization, provider.organisationId, { ...recognition('ENERGIE'), labelId: label!.id, typeRenouvellement: 1 });
    const refused = await submit(provider.authorization, provider.organisationId, [renewal]);
    expect(refused.json().fields[0].message).toMatch(/^Le renouvellement LAB-\d{4}-\d{6} ne peut être soumis qu'à partir du \d\d\/\d\d\/\d{4}, 90 jours avant l'expiration du label\.$/);
    const inWindow = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await t.database.db.update(labels).set({ expireLe: inWindow }).where(eq(labels.id, label!.id));
    expect((await submit(provider.authorization, provider.organisationId, [renewal])).statusCode).toBe(200);
    expect((await act(as.gestion, renewal, 'validate')).statusCode).toBe(200);
    const [renewed] = await t.database.db.select().from(labels).where(eq(labels.id, label!.id));
    expect(renewed!.expireLe > inWindow).toBe(true);
    expect(renewed!.statut).toBe(StatutLabellisation.ACTIVE);
  });
});

describe('the deciding side', () => {
  it('takes one opinion per centre on a request in examination, and lists on each desk what waits for it', async () => {
    const { recognitionId } = await inExamination();
    const desk = async (authorization: string) => ((await post(t, authorization, '/api/labellisation/bureau', { perPage: 100 })).json().result.items as Array<{ id: number }>).map((d) => d.id);
    expect(await desk(as.centreReference)).toContain(recognitionId);
    const opinion = await act(as.centreReference, recognitionId, 'avis', { avis: 1, commentaire: 'Équipe compétente.' });
    expect(opinion.statusCode, opinion.body).toBe(200);
    expect(opinion.json().result.avis).toEqual([expect.objectContaining({ centre: 'Centre de référence', avisLibelle: 'Favorable', commentaire: 'Équipe compétente.' })]);
    expect(await desk(as.centreReference)).not.toContain(recognitionId);
    expect(await desk(as.centreAvis)).toContain(recognitionId);
    const again = await act(as.centreReference, recognitionId, 'avis', { avis: 2, commentaire: 'Finalement non.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Vous avez déjà donné votre avis sur cette demande.');
    expect((await act(as.A, recognitionId, 'avis', { avis: 1, commentaire: 'Moi aussi.' })).statusCode).toBe(403);
    expect(await desk(as.gestion)).toContain(recognitionId);
    expect((await post(t, as.A, '/api/labellisation/bureau', {})).statusCode).toBe(403);
  });

  it('validates: the request is completed and its label granted, valid for LABEL_VALIDITY_MONTHS', async () => {
    const { provider, recognitionId, systemAccessId } = await inExamination();
    for (const id of [recognitionId, systemAccessId]) {
      const response = await act(as.gestion, id, 'validate');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().result).toMatchObject({ statut: D.COMPLETEE, decisionLibelle: 'Validée', traiteeLe: expect.any(String) });
    }
    const summary = (await get(t, provider.authorization, `/api/labellisation/prestataires/${provider.organisationId}`)).json().result;
    expect(summary.labels).toHaveLength(2);
    const [first] = summary.labels;
    const expected = new Date(`${platformToday()}T00:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + 36);
    expected.setUTCDate(expected.getUTCDate() - 1);
    expect(first).toMatchObject({ statutLibelle: 'Valide', expireLe: expected.toISOString().slice(0, 10) });
    expect((await act(as.gestion, recognitionId, 'validate')).statusCode).toBe(409);
    expect((await act(as.gestion, recognitionId, 'archive')).json().result.statut).toBe(D.ARCHIVEE);
  });

  it('asks for more information, takes the provider’s answer, refuses or closes with a justification', async () => {
    const { provider, recognitionId, systemAccessId } = await inExamination();
    expect((await act(as.gestion, recognitionId, 'drc', { texte: 'Joignez deux références.' })).json().result.statut).toBe(D.EN_DRC);
    expect((await act(as.E, recognitionId, 'drc-answer', { texte: 'Voici.' })).statusCode).toBe(403);
    const answered = await act(provider.authorization, recognitionId, 'drc-answer', { texte: 'Références jointes.' });
    expect(answered.json().result).toMatchObject({ statut: D.EN_EXAMEN });
    expect(answered.json().result.historique.slice(-2).map((h: { evenement: string; texte: string }) => [h.evenement, h.texte])).toEqual([
      ['Demande de renseignements complémentaires', 'Joignez deux références.'],
      ['Réponse du prestataire', 'Références jointes.'],
    ]);
    expect((await act(as.gestion, recognitionId, 'refuse', {})).statusCode).toBe(400);
    expect((await act(as.gestion, recognitionId, 'refuse', { texte: 'Expérience insuffisante.' })).json().result).toMatchObject({ statut: D.CLOTUREE, decisionLibelle: 'Refusée' });
    expect((await act(as.gestion, systemAccessId, 'close', { texte: 'Demande devenue sans objet.' })).json().result).toMatchObject({ statut: D.CLOTUREE, decisionLibelle: 'Clôturée sans suite' });
    expect((await act(as.centreAvis, recognitionId, 'validate')).statusCode).toBe(403);
  });

  it("tells the provider's Authorities by e-mail what the administration asks or decides, with its text", async () => {
    const { provider, recognitionId, systemAccessId } = await inExamination();
    const { contactId } = (await t.database.db.select({ contactId: xContacts.contactId }).from(xContacts).where(eq(xContacts.organisationId, provider.organisationId)))[0]!;
    const mails = async () => (await t.database.db.select().from(outbox).where(eq(outbox.contactId, contactId)).orderBy(outbox.id)).map((m) => [m.kind, m.subject, m.body]);
    expect(await mails()).toEqual([]);
    await act(as.centreReference, recognitionId, 'avis', { avis: 1, commentaire: 'Bien.' });
    expect(await mails()).toEqual([]);
    await act(as.gestion, recognitionId, 'drc', { texte: 'Joignez deux références.' });
    await act(as.gestion, systemAccessId, 'validate');
    const [drc, validated] = await mails();
    expect(drc).toEqual(['DOSSIER', expect.stringMatching(/^Renseignements demandés : LAB-/), expect.stringContaining('Question : Joignez deux références.')]);
    expect(validated).toEqual(['DOSSIER', expect.stringMatching(/^Demande validée : LAB-/), expect.stringContaining('le label est accordé')]);
  });

  it('lets A and R cancel a request with a justification before it is decided, never after', async () => {
    const { provider, recognitionId } = await inExamination();
    expect((await act(provider.authorization, recognitionId, 'cancel', { texte: ' ' })).statusCode).toBe(400);
    const { version } = (await get(t, provider.authorization, `/api/labellisation/demandes/${recognitionId}`)).json().result;
    const cancelled = await act(provider.authorization, recognitionId, 'cancel', { texte: 'Projet abandonné.', version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result.statut).toBe(D.CLOTUREE);
    expect((await act(provider.authorization, recognitionId, 'cancel', { texte: 'Encore.' })).statusCode).toBe(409);
    const stale = await created(as.A, p.prestataire, recognition('STRATEGIE'));
    expect((await act(as.R, stale, 'cancel', { texte: 'Doublon.', version: 7 })).json().code).toBe('Conflict');
  });

  it('suspends and reinstates a label, and the scheduler expires it the day after its last day', async () => {
    const { provider, recognitionId } = await inExamination();
    await act(as.gestion, recognitionId, 'validate');
    const [label] = await t.database.db.select().from(labels).where(eq(labels.organisationId, provider.organisationId));
    expect((await post(t, provider.authorization, `/api/labellisation/labels/${label!.id}/suspend`, { texte: 'Contrôle.' })).statusCode).toBe(403);
    expect((await post(t, as.gestion, `/api/labellisation/labels/${label!.id}/suspend`, { texte: 'Contrôle en cours.' })).json().result.statut).toBe(StatutLabellisation.DESACTIVEE);
    expect((await post(t, as.gestion, `/api/labellisation/labels/${label!.id}/suspend`, { texte: 'Encore.' })).statusCode).toBe(409);
    expect((await post(t, as.gestion, `/api/labellisation/labels/${label!.id}/reinstate`, {})).json().result.statut).toBe(StatutLabellisation.ACTIVE);
    // 21:00 UTC is still the last day in Brussels, summer or winter; 23:30 UTC is the next day there.
    await expireLabels(t.database.db, new Date(`${label!.expireLe}T21:00:00Z`));
    expect((await t.database.db.select().from(labels).where(eq(labels.id, label!.id)))[0]!.statut).toBe(StatutLabellisation.ACTIVE);
    const dayAfter = new Date(`${label!.expireLe}T23:30:00Z`);
    expect(await expireLabels(t.database.db, dayAfter)).toBeGreaterThanOrEqual(1);
    expect((await t.database.db.select().from(labels).where(eq(labels.id, label!.id)))[0]!.statut).toBe(StatutLabellisation.EXPIREE);
    const history = await t.database.db.select().from(labelHistory).where(eq(labelHistory.labelId, label!.id)).orderBy(labelHistory.id);
    expect(history.map((h) => h.event)).toEqual(['GRANT', 'SUSPEND', 'REINSTATE', 'EXPIRE']);
  });
});
