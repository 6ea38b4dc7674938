import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, dossierContacts } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { StatutDocument } from '../../domain/documents';
import { StatutDossier as S } from '../../domain/dossier-status';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { completeIntroduction, get, introductionAt, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
let dataDir: string;
const as: Record<'presta' | 'reference' | 'benef', string> = { presta: '', reference: '', benef: '' };
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-submission-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  p = await demoParties(t);
  r = await wizardReferences(t);
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.reference = (await t.login('demo.reference')).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('step 7: the prerequisite dossier and the extra NACE codes', () => {
  async function previousWithDocument(beneficiaireId: number) {
    const previous = await insertDossier(t, { statut: S.DOSSIER_SOLDE, beneficiaireId, prestataireId: p.prestataire });
    const [document] = await t.database.db
      .insert(documents)
      .values({ dossierId: previous.id, nom: 'Rapport final', typeDocumentId: r.optionalDocumentType.id, mime: 'application/pdf', taille: 1, sha256: '0', storageName: `prev-${previous.id}.pdf`, statut: StatutDocument.EN_ATTENTE })
      .returning();
    return { previous, document: document! };
  }

  it("offers the beneficiary's dossiers that went through, with their documents, and saves one as prerequisite", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierSpecificite, { competences: true });
    const { previous, document } = await previousWithDocument(p.entreprise);
    const candidates = (await get(t, as.presta, `/api/dossiers/${dossier.id}/possible-previous-dossiers`)).json().result;
    const offered = candidates.find((c: { id: number }) => c.id === previous.id);
    expect(offered).toMatchObject({ statut: 'Soldé', documents: [{ id: document.id, nom: 'Rapport final', url: `/api/documents/${document.id}/dossier/${previous.id}` }] });
    expect(candidates.every((c: { StatutDossierId: number }) => c.StatutDossierId !== S.DOSSIER_INTRODUCTION)).toBe(true);
    const saved = await post(t, as.presta, `/api/dossiers/${dossier.id}/configure-specificites`, {
      dossierPrealableId: previous.id,
      justificatifDocumentIds: [document.id],
      codesNaceSupplementaires: ['62.010', '70.22'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.specificites).toEqual({ dossierPrealableId: previous.id, justificatifDocumentIds: [document.id], codesNaceSupplementaires: ['62.010', '70.22'] });
  });

  it("refuses another beneficiary's dossier, and a justification that is not a document of the prerequisite", async () => {
    const dossier = await introductionAt(t, p, r, E.DossierSpecificite, { competences: true });
    const url = `/api/dossiers/${dossier.id}/configure-specificites`;
    const other = await previousWithDocument(p.grandeEntreprise);
    const foreign = await post(t, as.presta, url, { dossierPrealableId: other.previous.id, justificatifDocumentIds: [other.document.id] });
    expect(foreign.json().fields).toEqual([{ field: 'dossierPrealableId', message: 'Ce dossier ne peut pas être le dossier préalable de celui-ci.' }]);
    const mine = await previousWithDocument(p.entreprise);
    const wrong = await post(t, as.presta, url, { dossierPrealableId: mine.previous.id, justificatifDocumentIds: [other.document.id] });
    expect(wrong.json().fields).toEqual([{ field: 'justificatifDocumentIds', message: "Un des justificatifs n'est pas un document du dossier préalable." }]);
  });
});

describe('the recap: completeness and validation', () => {
  it('lists what is missing, screen by screen, and refuses to validate until nothing is', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierValidation, { competences: true });
    const report = (await get(t, as.presta, `/api/dossiers/${dossier.id}/is-valid`)).json().result;
    expect(report.valid).toBe(false);
    expect(report.manquants).toContainEqual({ screen: 'beneficiaire', field: 'autoriteContactId', message: 'Le contact Autorité est manquant.' });
    expect(report.manquants).toContainEqual({ screen: 'prestation', field: 'planning', message: 'Le planning est manquant.' });
    const refused = await post(t, as.presta, `/api/dossiers/${dossier.id}/validate`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({ field: 'financier.montantCheque', message: 'Le montant du chèque est manquant.' });
    expect(await historyOf(t, dossier.id)).toHaveLength(1);
    await completeIntroduction(t, p, r, dossier.id);
    expect((await get(t, as.presta, `/api/dossiers/${dossier.id}/is-valid`)).json().result).toEqual({ valid: true, manquants: [] });
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/validate`)).json().result.EtapeEncodage).toBe(E.DossierUpload);
  });

  it('sees a rule broken since the screen was saved: an expert who lost the competence', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierValidation);
    await completeIntroduction(t, p, r, dossier.id);
    await t.database.db.delete(dossierContacts).where(eq(dossierContacts.contactId, p.expert));
    const report = (await get(t, as.presta, `/api/dossiers/${dossier.id}/is-valid`)).json().result;
    expect(report.manquants).toEqual([{ screen: 'competences', field: 'expertContactIds', message: 'Choisissez au moins un expert.' }]);
  });
});

describe('the documents screen and the submission', () => {
  it('lists the document types of the introduction, mandatory first as the administration ordered them', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierUpload);
    const types = (await get(t, as.benef, `/api/dossiers/${dossier.id}/types-document/intro-dossier`)).json().result;
    expect(types.map((type: { code: string; obligatoire: boolean; fournis: number }) => [type.code, type.obligatoire, type.fournis])).toEqual([
      ['OFFRE_SIGNEE', true, 0],
      ['DECLARATION_PME', true, 0],
      ['CV_EXPERT', false, 0],
      ['PLANNING_DETAILLE', false, 0],
      ['AUTRE', false, 0],
    ]);
  });

  it('refuses the submission while a mandatory document is missing, and to any contact but an Authority', async () => {
    const dossier = await introductionAt(t, p, r, E.DossierUpload);
    await completeIntroduction(t, p, r, dossier.id);
    const missing = await post(t, as.presta, `/api/dossiers/${dossier.id}/confirm-documents`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual(r.mandatoryDocumentTypes.map((type) => ({ field: 'documents', message: `Document obligatoire manquant : ${type.libelle}.` })));
    expect((await post(t, as.reference, `/api/dossiers/${dossier.id}/confirm-documents`)).statusCode).toBe(403);
  });
});

describe('an introduction by a provider, from the setup screen to the examination, through the API only', () => {
  it('walks every screen in order and leaves the dossier in examination at the confirmation step', async () => {
    const created = await post(t, as.presta, '/api/dossiers/add', { typeAideId: r.conseil.id });
    const id = created.json().result.id as number;
    const call = async (path: string, payload: object = {}) => {
      const response = await post(t, as.presta, `/api/dossiers/${id}/${path}`, payload);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      return response.json().result;
    };
    const found = (await get(t, as.presta, '/api/organisations/get-available-beneficiaires?sousTypeOrganisationId=1&typeRecherche=bce&recherche=0123.456.749')).json().result;
    const beneficiary = found[0];
    await call('update-type-aide', { typeAideId: r.conseil.id });
    await call('configure-beneficiaire', {
      beneficiaireOrganisationId: beneficiary.id,
      uniteEtablissementId: beneficiary.unitesEtablissement[0].id,
      autoriteContactId: beneficiary.contacts.find((c: { TypeContactId: number }) => c.TypeContactId === 1).id,
    });
    await call('configure-prestataire', { prestataireOrganisationId: p.prestataire, autoriteContactId: p.presta, referenceContactId: p.reference, informationContactId: p.information });
    await call('configure-competences', { competences: [{ competenceId: r.strat.id, pourcentage: 100 }], expertContactIds: [p.expert] });
    await call('configure-prestation', {
      titre: 'Plan stratégique 2030',
      objectifGeneral: 'Préparer la croissance.',
      valeurAjoutee: 'Une stratégie partagée.',
      dateDebutEstimee: '2030-01-06',
      dateFinEstimee: '2030-02-28',
      planning: 'Quatre ateliers.',
      nombreJours: 5,
    });
    await call('configure-financier', { montantTotal: 9000, montantCheque: 4500 });
    const recap = await call('configure-specificites', {});
    expect(recap.EtapeEncodage).toBe(E.DossierValidation);
    expect((await get(t, as.presta, `/api/dossiers/${id}/is-valid`)).json().result.valid).toBe(true);
    const locked = await call('validate', { version: recap.version });
    expect(locked).toMatchObject({ EtapeEncodage: E.DossierUpload, StatutDossierId: S.DOSSIER_INTRODUCTION });
    for (const type of r.mandatoryDocumentTypes) {
      const body = multipartBody([{ name: 'nom', value: type.libelle }, { name: 'typeDocumentId', value: String(type.id) }, { name: 'file', filename: 'doc.pdf', content: SAMPLE_FILES.pdf }]);
      const upload = await t.app.inject({ method: 'POST', url: `/api/dossiers/${id}/upload-document`, headers: { authorization: as.presta, ...body.headers }, payload: body.payload });
      expect(upload.statusCode, upload.body).toBe(201);
    }
    const submitted = await call('confirm-documents', { version: locked.version });
    expect(submitted).toMatchObject({ StatutDossierId: S.DOSSIER_EXAMEN, EtapeEncodage: E.DossierConfirmation });
    expect(submitted.documents).toHaveLength(2);
    expect((await historyOf(t, id)).map((h) => h.event)).toEqual(['CREATE_DOSSIER', 'VALIDATE_INTRODUCTION', 'SUBMIT_INTRODUCTION']);
    // Submitted: every screen of the wizard now sends to the confirmation.
    expect((await post(t, as.presta, `/api/dossiers/${id}/configure-specificites`, {})).statusCode).toBe(409);
  });
});
