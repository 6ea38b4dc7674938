import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { EtapeEncodage } from '../../domain/encoding-steps';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, insertDossier, post, type DemoParties, type DossierSituation } from '../support/dossiers';
import { completeIntroduction, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
const auth: Record<string, string> = {};

/** The four contact types of the provider (spec section 6: A, R, E, I) and a provider of another organisation. */
const CALLERS = ['A', 'R', 'E', 'I', 'outsider'] as const;
type Caller = (typeof CALLERS)[number];
const LOGINS: Record<Caller, string> = {
  A: 'demo.presta',
  R: 'demo.reference',
  E: 'demo.expert',
  I: 'demo.information',
  outsider: 'perm.outsider',
};

beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  await createOutsiderProvider(t, LOGINS.outsider);
  for (const caller of CALLERS) auth[caller] = (await t.login(LOGINS[caller], Droit.Prestataire)).authorization;
  auth.benefA = (await t.login('demo.benef')).authorization;
  auth.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

const { DOSSIER_INTRODUCTION: INTRO, DOSSIER_DEMANDE_INFOS: INFO, DOSSIER_PRESTATION_CONFIRME: CONFIRMED } = StatutDossier;

interface Case {
  what: string;
  /** The dossier in the situation where only the caller's contact type decides. */
  situation: Omit<DossierSituation, 'beneficiaireId'>;
  call: (dossierId: number) => { method: 'GET' | 'POST'; url: string; payload?: object };
  allowed: Caller[];
}

const justification = { justification: 'Justification de test.' };

const CASES: Case[] = [
  { what: 'view a dossier', situation: { statut: StatutDossier.DOSSIER_EXAMEN }, call: (id) => ({ method: 'GET', url: `/api/dossiers/${id}` }), allowed: ['A', 'R', 'E', 'I'] },
  { what: 'duplicate at step 1', situation: { statut: INTRO, etape: EtapeEncodage.DossierAide }, call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/duplicate` }), allowed: ['A', 'R', 'E'] },
  { what: 'delete at step 1', situation: { statut: INTRO, etape: EtapeEncodage.DossierAide }, call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/delete` }), allowed: ['A', 'R', 'E'] },
  {
    what: 'cancel at step 3',
    situation: { statut: INTRO, etape: EtapeEncodage.DossierPrestataire },
    call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/cancel-introduced`, payload: justification }),
    allowed: ['A', 'R', 'E'],
  },
  { what: 'validate the introduction (an intro step)', situation: { statut: INTRO, etape: EtapeEncodage.DossierValidation }, call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/validate` }), allowed: ['A', 'R', 'E'] },
  { what: 'submit the dossier at the intro', situation: { statut: INTRO, etape: EtapeEncodage.DossierUpload }, call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/confirm-documents` }), allowed: ['A'] },
  {
    what: 'answer the request for information (assigned contacts)',
    situation: { statut: INFO },
    call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/submit-drc`, payload: { answer: 'Voici les informations.' } }),
    allowed: ['A', 'R', 'E'],
  },
  { what: 'submit the report to the beneficiary', situation: { statut: CONFIRMED }, call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/report/submit-to-beneficiary` }), allowed: ['A'] },
  {
    what: 'cancel the performance',
    situation: { statut: CONFIRMED },
    call: (id) => ({ method: 'POST', url: `/api/dossiers/${id}/cancel-service`, payload: justification }),
    allowed: ['A'],
  },
  { what: "take a manager's decision", situation: { statut: StatutDossier.DOSSIER_EXAMEN }, call: (id) => ({ method: 'POST', url: `/api/gestion/dossiers/${id}/admissible` }), allowed: [] },
];

/** Introductions are complete (validation and submission check it), so that only the caller decides. */
async function freshDossier(situation: Case['situation']) {
  const dossier = await insertDossier(t, {
    beneficiaireId: p.entreprise,
    prestataireId: p.prestataire,
    assigned: [p.presta, p.reference, p.expert, p.information],
    ...situation,
  });
  if (situation.statut === INTRO) await completeIntroduction(t, p, r, dossier.id, { documents: true });
  return dossier;
}

describe('dossier actions for each contact type of the provider (spec section 6)', () => {
  for (const c of CASES) {
    it(`${c.what}: allowed to ${c.allowed.join(', ') || 'nobody'}, 403 for the others`, async () => {
      for (const caller of CALLERS) {
        const dossier = await freshDossier(c.situation);
        const response = await t.app.inject({ ...c.call(dossier.id), headers: { authorization: auth[caller]! } });
        const expected = c.allowed.includes(caller) ? 200 : 403;
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(expected);
        if (expected === 403) expect(response.json().code).toBe('Forbidden');
      }
    });
  }

  it('offers in `actions` exactly what the server accepts', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'outsider')) {
      const dossier = await freshDossier({ statut: INTRO, etape: EtapeEncodage.DossierAide });
      const detail = (await t.app.inject({ url: `/api/dossiers/${dossier.id}`, headers: { authorization: auth[caller]! } })).json().result;
      const response = await post(t, auth[caller]!, `/api/dossiers/${dossier.id}/duplicate`);
      expect(response.statusCode === 200, caller).toBe(detail.actions.duplicate);
    }
  });

  it('lets only a contact assigned to the dossier answer the request for information', async () => {
    const dossier = await insertDossier(t, { statut: INFO, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta] });
    expect((await post(t, auth.R!, `/api/dossiers/${dossier.id}/submit-drc`, { answer: 'Réponse.' })).statusCode).toBe(403);
    expect((await post(t, auth.A!, `/api/dossiers/${dossier.id}/submit-drc`, { answer: 'Réponse.' })).statusCode).toBe(200);
  });
});

describe('the beneficiary side and the manager', () => {
  it('lets only the beneficiary Authority validate or refuse the report', async () => {
    const situation = { statut: CONFIRMED, prestataireId: p.prestataire, rapportSoumisLe: new Date() };
    const asReference = await t.login('demo.benef');
    const porteur = await insertDossier(t, { ...situation, beneficiaireId: p.porteurProjet });
    expect((await post(t, asReference.authorization, `/api/dossiers/${porteur.id}/report/validate`)).statusCode).toBe(403);
    const mine = await insertDossier(t, { ...situation, beneficiaireId: p.entreprise });
    expect((await post(t, auth.A!, `/api/dossiers/${mine.id}/report/validate`)).statusCode).toBe(403);
    const response = await post(t, auth.benefA!, `/api/dossiers/${mine.id}/report/validate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.StatutDossierId).toBe(StatutDossier.DOSSIER_PRESTATION_EXAMEN);
  });

  it("refuses the provider's and the beneficiary's actions to a manager, and the manager's to a beneficiary", async () => {
    const intro = await insertDossier(t, { statut: INTRO, etape: EtapeEncodage.DossierPrestataire, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expect((await post(t, auth.gestion!, `/api/dossiers/${intro.id}/cancel-introduced`, justification)).statusCode).toBe(403);
    const exam = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expect((await post(t, auth.benefA!, `/api/gestion/dossiers/${exam.id}/admissible`)).statusCode).toBe(403);
    expect((await post(t, auth.gestion!, `/api/gestion/dossiers/${exam.id}/admissible`)).statusCode).toBe(200);
  });

  it('keeps a dossier of the older platform read-only: viewed, never changed', async () => {
    const old = await insertDossier(t, { statut: INTRO, etape: EtapeEncodage.DossierAide, beneficiaireId: p.entreprise, prestataireId: p.prestataire, anciennePlateforme: true });
    expect((await t.app.inject({ url: `/api/dossiers/${old.id}`, headers: { authorization: auth.A! } })).statusCode).toBe(200);
    for (const action of ['duplicate', 'delete']) {
      const response = await post(t, auth.A!, `/api/dossiers/${old.id}/${action}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('ancienne plateforme');
    }
    const exam = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire, anciennePlateforme: true });
    expect((await post(t, auth.gestion!, `/api/gestion/dossiers/${exam.id}/admissible`)).statusCode).toBe(403);
  });
});
