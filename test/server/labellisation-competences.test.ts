import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competences, contactCompetenceHistory, contactCompetences, dossiers } from '../../server/db/schema/index';
import { expireExpertCompetences } from '../../server/services/labellisation/expert-competences';
import { Droit } from '../../domain/droits';
import { addDays } from '../../domain/label-validity';
import { StatutChequeExpert as S, StatutDemandeLabellisation as D, TypeDemandeLabellisation as T } from '../../domain/labellisation';
import { platformToday } from '../../domain/sme';
import type { CompetenceOption, ExpertItem } from '../../domain/wire/competences';
import type { ExpertChoice } from '../../domain/wire/wizard';
import { completeDemande } from '../support/competences';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';
import { labellisationCallers, type LabellisationCallers } from '../support/labellisation-callers';
import { createTestApp, type TestApp } from '../support/test-app';
import { get } from '../support/wizard';

/** docs/labellisation.md, Expert competences: the recognition prerequisite, the rules of creation and submission, the vouchers' lifecycle. */

let t: TestApp;
let p: DemoParties;
let as: LabellisationCallers;
const competence: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  as = await labellisationCallers(t);
  for (const row of await t.database.db.select().from(competences)) competence[row.code] = row.id;
});
afterAll(() => t.close());

const base = () => `/api/labellisation/prestataires/${p.prestataire}`;
const create = (authorization: string, codes: string[], expertId = p.expert) =>
  post(t, authorization, `${base()}/demandes-competences`, { expertId, competenceIds: codes.map((c) => competence[c]), commentaire: 'Dix ans de missions.' });
const act = (authorization: string, demandeId: number, path: string, payload: object = {}) => post(t, authorization, `/api/labellisation/demandes/${demandeId}/${path}`, payload);
const submit = (demandeIds: number[]) => post(t, as.A, `${base()}/soumissions-competences`, { demandeIds });

async function created(codes: string[]): Promise<number> {
  const response = await create(as.A, codes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result.id;
}

/** The demo expert's voucher of a competence. */
async function voucher(code: string) {
  const [row] = await t.database.db.select().from(contactCompetences).where(and(eq(contactCompetences.contactId, p.expert), eq(contactCompetences.competenceId, competence[code]!)));
  return row;
}

/** What the dossier wizards' competence step offers of the demo expert, on a dossier of the demo provider. */
async function offered(): Promise<string[]> {
  const [dossier] = await t.database.db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.prestataireId, p.prestataire)).limit(1);
  const experts = (await get(t, as.A, `/api/contacts/available-experts-for-dossier/${dossier!.id}`)).json().result as ExpertChoice[];
  return experts.find((e) => e.id === p.expert)!.competences.map((c) => c.code).sort();
}

describe('what a provider may ask for its experts (spec section 4: it needs recognitions)', () => {
  it('offers the competences on a thematic it holds a valid recognition on, and says why not for the others', async () => {
    const response = await get(t, as.E, `${base()}/competences`);
    expect(response.statusCode).toBe(200);
    const options = response.json().result as CompetenceOption[];
    expect(options.filter((o) => o.couverte).map((o) => o.code).sort()).toEqual(['RH', 'STRAT']);
    expect(options.find((o) => o.code === 'NUM')).toMatchObject({
      thematique: { libelle: 'Transformation numérique' },
      raison: 'Le prestataire ne détient pas de reconnaissance valide sur la thématique « Transformation numérique » : la compétence Transformation numérique ne peut pas être demandée.',
    });
    expect((await get(t, as.benef, `${base()}/competences`)).statusCode).toBe(403);
  });

  it('shows the expert voucher recap: each expert, each competence the provider asked, its status and dates', async () => {
    const recap = (await get(t, as.I, `${base()}/experts`)).json().result as ExpertItem[];
    const expert = recap.find((e) => e.id === p.expert)!;
    expect(expert.competences.map((c) => [c.competence.code, c.statutLibelle])).toEqual([
      ['ENERG', 'Éligible'],
      ['EXPORT', 'Éligible'],
      ['STRAT', 'Éligible'],
      ['NUM', 'Éligible'],
    ]);
    expect(expert.competences[0]).toMatchObject({ organisation: { id: p.prestataire }, accordeLe: expect.any(String), expireLe: expect.any(String) });
    const other = await createOutsiderProvider(t, 'competences.autre');
    const outsider = (await t.login('competences.autre', Droit.Prestataire)).authorization;
    expect((await get(t, outsider, `${base()}/experts`)).statusCode).toBe(403);
    expect((await get(t, as.A, `/api/labellisation/prestataires/${other.organisationId}/experts`)).statusCode).toBe(403);
  });
});

describe('creating a competence validation (A, R, E)', () => {
  it('creates it in introduction for the expert, listed with the competence validations only', async () => {
    const response = await create(as.E, ['RH']);
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().result;
    expect(item).toMatchObject({ type: T.VALIDATION_COMPETENCE, statut: D.EN_INTRODUCTION, expert: { id: p.expert, nom: 'Lefèvre' }, competences: [{ code: 'RH', libelle: 'Ressources humaines' }] });
    const list = async (famille?: string) =>
      (await post(t, as.A, `${base()}/demandes/list`, { perPage: 100, ...(famille ? { famille } : {}) })).json().result.items.map((d: { id: number }) => d.id);
    expect(await list('competences')).toContain(item.id);
    expect(await list()).not.toContain(item.id);
    expect((await post(t, as.E, `${base()}/demandes/list`, { famille: 'competences' })).statusCode).toBe(403);
    const exported = (await post(t, as.I, `${base()}/demandes/export`, { famille: 'competences' })).rawPayload.toString('utf8');
    expect(exported).toContain(`${item.reference};Conseil & Transition SRL;Validation de compétences d'expert`);
    expect((await post(t, as.E, `${base()}/demandes/export`, { famille: 'competences' })).statusCode).toBe(403);
    const summary = (await get(t, as.R, base())).json().result;
    expect(summary.actions.competences).toEqual({ list: true, create: true, submit: false });
    await act(as.A, item.id, 'cancel', { texte: 'Essai.' });
  });

  it('refuses a competence the provider holds no recognition for, one already asked, and someone not its expert', async () => {
    const fields = async (codes: string[], expertId?: number) => (await create(as.A, codes, expertId)).json().fields;
    expect(await fields(['NUM'])).toEqual([
      { field: 'competenceIds', message: 'Le prestataire ne détient pas de reconnaissance valide sur la thématique « Transformation numérique » : la compétence Transformation numérique ne peut pas être demandée.' },
    ]);
    expect(await fields(['RH'], p.information)).toEqual([{ field: 'expertId', message: "Cette personne n'est pas un expert validé et actif de ce prestataire." }]);
    const first = await created(['RH']);
    const again = await fields(['RH']);
    expect(again).toHaveLength(1);
    expect(again[0].message).toMatch(/^La demande LAB-\d{4}-\d{6} en cours demande déjà la compétence Ressources humaines pour cet expert\.$/);
    expect((await create(as.I, ['RH'])).statusCode).toBe(403);
    expect((await create(as.A, ['RH', 'RH'])).statusCode).toBe(400);
    await act(as.A, first, 'cancel', { texte: 'Essai.' });
  });
});

describe('submitting, deciding and expiring: the expert voucher follows its request', () => {
  it('submits only a complete request (A only), and puts the competence in analysis', async () => {
    const id = await created(['RH']);
    const check = await post(t, as.A, `${base()}/soumissions-competences/verification`, { demandeIds: [id] });
    expect(check.json().result.problemes).toEqual([expect.stringMatching(/^La demande LAB-\d{4}-\d{6} n'est pas complète\.$/)]);
    expect((await submit([id])).statusCode).toBe(400);
    await completeDemande(t, id);
    expect((await post(t, as.R, `${base()}/soumissions-competences`, { demandeIds: [id] })).statusCode).toBe(403);
    expect((await submit([id])).statusCode).toBe(200);
    expect(await voucher('RH')).toMatchObject({ statut: S.EN_ANALYSE, organisationId: p.prestataire, demandeId: id });
    expect(await offered()).not.toContain('RH');

    // The administration validates: the competence is eligible for LABEL_VALIDITY_MONTHS and offered to dossiers.
    expect((await act(as.gestion, id, 'validate')).statusCode).toBe(200);
    const today = platformToday();
    expect(await voucher('RH')).toMatchObject({ statut: S.ELIGIBLE, accordeLe: today, expireLe: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await offered()).toContain('RH');
    const history = await t.database.db.select().from(contactCompetenceHistory).where(eq(contactCompetenceHistory.competenceId, competence.RH!));
    expect(history.map((h) => [h.fromStatut, h.toStatut, h.event])).toEqual([[null, S.EN_ANALYSE, 'REQUEST'], [S.EN_ANALYSE, S.ELIGIBLE, 'VALIDATE']]);
  });

  it('leaves an eligible competence eligible when its renewal is refused', async () => {
    // The demo's competence validation: the renewal of the expert's strategy competence, in introduction.
    const seeded = (await post(t, as.A, `${base()}/demandes/list`, { famille: 'competences', statut: [D.EN_INTRODUCTION] })).json().result.items;
    expect(seeded.map((d: { competences: Array<{ code: string }> }) => d.competences.map((c) => c.code))).toEqual([['STRAT']]);
    const id = seeded[0].id;
    await completeDemande(t, id);
    expect((await submit([id])).statusCode).toBe(200);
    expect((await voucher('STRAT'))!.statut).toBe(S.EN_RENOUVELLEMENT);
    expect(await offered()).toContain('STRAT');
    expect((await act(as.gestion, id, 'refuse', { texte: 'Références insuffisantes.' })).statusCode).toBe(200);
    expect((await voucher('STRAT'))!.statut).toBe(S.ELIGIBLE);
  });

  it('refuses a new competence whose request is refused, and no longer lets a group go when its recognition lapsed', async () => {
    await t.database.db.update(contactCompetences).set({ statut: S.REFUSE }).where(and(eq(contactCompetences.contactId, p.expert), eq(contactCompetences.competenceId, competence.RH!)));
    const id = await created(['RH']);
    await completeDemande(t, id);
    expect((await submit([id])).statusCode).toBe(200);
    expect((await voucher('RH'))!.statut).toBe(S.EN_ANALYSE);
    expect((await act(as.gestion, id, 'close', { texte: 'Sans nouvelles.' })).statusCode).toBe(200);
    expect((await voucher('RH'))!.statut).toBe(S.REFUSE);
  });

  it('expires a competence the day after its last day (scheduler), and it stops being offered', async () => {
    const yesterday = addDays(platformToday(), -1);
    await t.database.db.update(contactCompetences).set({ expireLe: yesterday }).where(and(eq(contactCompetences.contactId, p.expert), eq(contactCompetences.competenceId, competence.EXPORT!)));
    expect(await offered()).not.toContain('EXPORT');
    expect(await expireExpertCompetences(t.database.db, new Date())).toBe(1);
    expect((await voucher('EXPORT'))!.statut).toBe(S.EXPIRE);
    expect(await expireExpertCompetences(t.database.db, new Date())).toBe(0);
  });

  it('lets the administration alone withdraw a competence, with its reason: it stops being offered', async () => {
    const url = `/api/labellisation/experts/${p.expert}/competences/${competence.ENERG}/withdraw`;
    expect((await post(t, as.A, url, { texte: 'Retrait.' })).statusCode).toBe(403);
    expect((await post(t, as.gestion, url, { texte: 'Retrait.', version: 99 })).statusCode).toBe(409);
    const response = await post(t, as.gestion, url, { texte: 'Mission non conforme.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ statut: S.SUPPRIME, statutLibelle: 'Supprimé' });
    expect(await offered()).not.toContain('ENERG');
    expect((await post(t, as.gestion, url, { texte: 'Encore.' })).statusCode).toBe(409);
  });
});

describe('the expert side: expert/{expertId}', () => {
  it('shows the summary to the expert, to the provider’s contacts, to the centres and the administration; 404 to anyone else', async () => {
    const url = `/api/labellisation/experts/${p.expert}`;
    const own = (await get(t, as.E, url)).json().result;
    // The demo provider, where they are an expert, and their own practice, where they are also its Authority.
    expect(own).toMatchObject({
      expert: { id: p.expert, prenom: 'Hugo' },
      soi: true,
      prestataires: [
        { id: p.prestataire, nom: 'Conseil & Transition SRL', actions: { create: true, submit: false } },
        { nom: 'Lefèvre Expertise SRL', actions: { create: true, submit: true } },
      ],
    });
    expect(own.competences.length).toBeGreaterThan(0);
    expect((await get(t, as.I, url)).json().result).toMatchObject({ soi: false, prestataires: [{ actions: { create: false, submit: false } }, { actions: { create: false, submit: false } }] });
    expect((await get(t, as.centreReference, url)).statusCode).toBe(200);
    expect((await get(t, as.gestion, url)).statusCode).toBe(200);
    await createOutsiderProvider(t, 'competences.curieux');
    const curious = (await t.login('competences.curieux', Droit.Prestataire)).authorization;
    expect((await get(t, curious, url)).statusCode).toBe(404);
    expect((await get(t, curious, `/api/labellisation/experts/${p.presta}`)).statusCode).toBe(404);
    expect((await get(t, curious, '/api/labellisation/experts/999999')).statusCode).toBe(404);
    expect((await get(t, as.benef, url)).statusCode).toBe(403);
  });

  it('lets the expert create their own request and list it, but submit only as the provider’s Authority', async () => {
    const response = await post(t, as.E, `/api/labellisation/experts/${p.expert}/demandes`, { prestataireId: p.prestataire, competenceIds: [competence.RH], commentaire: 'Ma pratique RH.' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().result.id;
    expect((await post(t, as.A, `/api/labellisation/experts/${p.expert}/demandes`, { prestataireId: p.prestataire, competenceIds: [competence.STRAT], commentaire: 'x' })).statusCode).toBe(403);
    const mine = (await post(t, as.E, `/api/labellisation/experts/${p.expert}/demandes/list`, { statut: [D.EN_INTRODUCTION] })).json().result;
    expect(mine.items.map((d: { id: number }) => d.id)).toContain(id);
    expect((await get(t, as.E, `/api/labellisation/demandes/${id}`)).statusCode).toBe(200);
    await completeDemande(t, id);
    expect((await post(t, as.E, `/api/labellisation/experts/${p.expert}/soumissions`, { demandeIds: [id] })).statusCode).toBe(403);
    expect((await post(t, as.A, `/api/labellisation/experts/${p.expert}/soumissions`, { demandeIds: [id] })).statusCode).toBe(403);
    await act(as.A, id, 'cancel', { texte: 'Essai.' });
  });

  it('lets the expert, Authority of their own practice, submit their own request there, one provider at a time', async () => {
    const url = `/api/labellisation/experts/${p.expert}`;
    const practice = (await get(t, as.E, url)).json().result.prestataires.find((o: { nom: string }) => o.nom === 'Lefèvre Expertise SRL').id;
    const ask = (prestataireId: number, code: string) => post(t, as.E, `${url}/demandes`, { prestataireId, competenceIds: [competence[code]], commentaire: 'Ma pratique.' });
    const response = await ask(practice, 'RH');
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().result.id;
    expect((await ask(practice, 'NUM')).json().fields[0].message).toMatch(/« Transformation numérique »/);
    const check = async (demandeIds: number[]) => (await post(t, as.E, `${url}/soumissions/verification`, { demandeIds })).json();
    expect((await check([id])).result.problemes).toEqual([expect.stringMatching(/n'est pas complète/)]);
    await completeDemande(t, id);
    expect((await check([id])).result.problemes).toEqual([]);
    const elsewhere = await created(['STRAT']);
    expect((await check([id, elsewhere])).fields).toEqual([{ field: 'demandeIds', message: "Soumettez ensemble les demandes d'un seul prestataire." }]);
    const submitted = await post(t, as.E, `${url}/soumissions`, { demandeIds: [id] });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await voucher('RH')).toMatchObject({ statut: S.EN_ANALYSE, organisationId: practice, demandeId: id });
    const recap = (await get(t, as.E, `/api/labellisation/prestataires/${practice}/experts`)).json().result as ExpertItem[];
    expect(recap.map((e) => [e.id, e.competences.map((c) => c.competence.code)])).toEqual([[p.expert, ['RH']]]);
  });
});
