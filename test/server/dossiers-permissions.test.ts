import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier } from '../../domain/dossier-status';
import { Droit } from '../../domain/droits';
import { EtapeEncodage } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';
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
  ({ t, p } = await demoApp());
  r = await wizardReferences(t);
  await createOutsiderProvider(t, LOGINS.outsider);
  for (const caller of CALLERS) auth[caller] = (await t.login(LOGINS[caller], Droit.Prestataire)).authorization;
  auth.benefA = (await t.login('demo.benef')).authorization;
  auth.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

const { DOSSIER_INTRODUCTION: INTRO, DOSSIER_DEMANDE_INFOS: INFO, DOSSIER_PRESTATION_CONFIRME: CONFIRMED } = StatutDossier;

const justification = { justification: 'Justification de test.' };

/** Each action's contact types, cell by cell, are in permission-matrix.test.ts; here the rules beside the matrix. */
describe('dossier actions beside the matrix (spec sections 4 and 6)', () => {
  it('offers in `actions` exactly what the server accepts', async () => {
    for (const caller of CALLERS.filter((c) => c !== 'outsider')) {
      const dossier = await insertDossier(t, { statut: INTRO, etape: EtapeEncodage.DossierAide, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
      await completeIntroduction(t, p, r, dossier.id);
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

  it("refuses the provider's and the beneficiary's actions to a manager, and the manager's to the provider's contacts and the beneficiary", async () => {
    const intro = await insertDossier(t, { statut: INTRO, etape: EtapeEncodage.DossierPrestataire, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expect((await post(t, auth.gestion!, `/api/dossiers/${intro.id}/cancel-introduced`, justification)).statusCode).toBe(403);
    const exam = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    for (const caller of [...CALLERS, 'benefA']) expect((await post(t, auth[caller]!, `/api/gestion/dossiers/${exam.id}/admissible`)).statusCode, caller).toBe(403);
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
