// Also on PostgreSQL: each driver's refusal of NUL in text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { insertDossier, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { completeIntroduction, get, introductionAt, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
let dataDir: string;
let presta: string;
let gestion: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-control-'));
  ({ t, p } = await demoApp({}, { DATA_DIR: dataDir }));
  r = await wizardReferences(t);
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const CONTROL_MESSAGE = 'Ce texte contient un caractère de contrôle non autorisé.';

/** 400 ValidationError naming the field, never the database's refusal as a 500. */
function expectRefusedField(response: Awaited<ReturnType<typeof post>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe('ValidationError');
  expect(response.json().fields).toContainEqual({ field, message: CONTROL_MESSAGE });
}

describe('text with control characters: 400 naming the field (PostgreSQL refuses NUL)', () => {
  it('in the login, even before sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/password', payload: { login: 'demo\u0000presta', password: 'x' } });
    expectRefusedField(response, 'login');
  });

  it('in the list filter reference', async () => {
    expectRefusedField(await post(t, presta, '/api/dossiers', { reference: 'CE\u0000-1' }), 'reference');
  });

  it('in a query parameter', async () => {
    expectRefusedField(await get(t, presta, '/api/organisations/search-sous-traitant?recherche=ab%00cd'), 'recherche');
  });

  it('in a wizard screen and a manager decision', async () => {
    const dossier = await introductionAt(t, p, r, EtapeEncodage.DossierPrestation, { competences: true });
    const prestation = {
      titre: 'Plan\u0000',
      objectifGeneral: 'Croître.',
      valeurAjoutee: 'Une feuille de route.',
      dateDebutEstimee: '2030-01-10',
      dateFinEstimee: '2030-03-10',
      planning: 'Trois ateliers.',
      nombreJours: 6,
    };
    expectRefusedField(await post(t, presta, `/api/dossiers/${dossier.id}/configure-prestation`, prestation), 'titre');
    const exam = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expectRefusedField(await post(t, gestion, `/api/gestion/dossiers/${exam.id}/ask-information`, { askText: 'Pourquoi\u0000 ?' }), 'askText');
  });

  it("in an upload's name", async () => {
    const dossier = await introductionAt(t, p, r, EtapeEncodage.DossierUpload);
    await completeIntroduction(t, p, r, dossier.id);
    const body = multipartBody([
      { name: 'nom', value: 'Offre\u0000signée' },
      { name: 'typeDocumentId', value: String(r.mandatoryDocumentTypes[0]!.id) },
      { name: 'file', filename: 'offre.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const response = await t.app.inject({ method: 'POST', url: `/api/dossiers/${dossier.id}/upload-document`, headers: { authorization: presta, ...body.headers }, payload: body.payload });
    expectRefusedField(response, 'nom');
  });

  it('keeps tabs and line breaks, which free text may hold', async () => {
    const exam = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const response = await post(t, gestion, `/api/gestion/dossiers/${exam.id}/ask-information`, { askText: 'Deux points :\r\n\t- le budget\n\t- le planning' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
