import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents, dossiers } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { dossierRow, EDITED_PRESTATION, insertDossier, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
const as = { presta: '', reference: '', information: '', expert: '', benef: '', gestion: '' };
beforeAll(async () => {
  ({ t, p } = await demoApp({}, { MAX_VOUCHER_PER_DOSSIER: '20000' }));
  r = await wizardReferences(t);
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.reference = (await t.login('demo.reference')).authorization;
  as.information = (await t.login('demo.information')).authorization;
  as.expert = (await t.login('demo.expert')).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

/** A dossier of the demo provider in that status, with its voucher chosen. */
async function dossierIn(statut: StatutDossierId) {
  const dossier = await insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], etape: E.DossierConfirmation });
  await t.database.db.update(dossiers).set({ typeAideId: r.numerique.id }).where(eq(dossiers.id, dossier.id));
  return dossier;
}

const detailOf = async (authorization: string, id: number) =>
  (await t.app.inject({ url: `/api/dossiers/${id}?with[]=detailDossierAll`, headers: { authorization } })).json().result;

function attach(authorization: string, id: number, typeDocumentId: number) {
  const body = multipartBody([
    { name: 'nom', value: 'Planning revu' },
    { name: 'typeDocumentId', value: String(typeDocumentId) },
    { name: 'file', filename: 'planning.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return t.app.inject({ method: 'POST', url: `/api/dossiers/${id}/edit/upload-document`, headers: { authorization, ...body.headers }, payload: body.payload });
}

describe('the dossier-edit screen’s calls (statuses 5 and 9)', () => {
  it('lets a Reference of the provider edit the performance, the amounts and the specificities, with the introduction’s rules, without moving the step', async () => {
    const dossier = await dossierIn(S.DOSSIER_DEMANDE_INFOS);
    expect((await detailOf(as.reference, dossier.id)).actions.edit).toBe(true);
    const edited = await post(t, as.reference, `/api/dossiers/${dossier.id}/edit/prestation`, { ...EDITED_PRESTATION, version: dossier.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result.prestation).toMatchObject({ titre: EDITED_PRESTATION.titre, nombreJours: 8 });
    const amounts = await post(t, as.reference, `/api/dossiers/${dossier.id}/edit/financier`, { montantTotal: '30 000', montantCheque: '15 000' });
    expect(amounts.json().result.montants).toEqual({ montantTotal: 30000, montantCheque: 15000, quotePartBeneficiaire: 3750, interventionPublique: 11250, taux: 75 });
    const specificites = await post(t, as.reference, `/api/dossiers/${dossier.id}/edit/specificites`, { dossierPrealableId: null, justificatifDocumentIds: [], codesNaceSupplementaires: ['62.010'] });
    expect(specificites.json().result.specificites.codesNaceSupplementaires).toEqual(['62.010']);
    const row = await dossierRow(t, dossier.id);
    expect(row).toMatchObject({ statutDossierId: S.DOSSIER_DEMANDE_INFOS, etapeEncodage: E.DossierConfirmation, version: dossier.version + 3 });
    // The manager reads who changed which part, and when; the remarks keep only the words exchanged.
    const detail = await detailOf(as.reference, dossier.id);
    expect(detail.historique.slice(-3).map((h: { evenement: string; auteur: { Nom: string } }) => `${h.evenement} (${h.auteur.Nom})`)).toEqual([
      'Prestation modifiée par le prestataire (Renard)',
      'Montants modifiés par le prestataire (Renard)',
      'Spécificités modifiées par le prestataire (Renard)',
    ]);
    expect(detail.remarques.map((r: { event: string }) => r.event)).not.toContain('EDIT_PRESTATION');
  });

  it('refuses a voucher over the limits, a stale form and a bad field, and changes nothing', async () => {
    const dossier = await dossierIn(S.DOSSIER_PRESTATION_ATTENTE_INFOS);
    const tooMuch = await post(t, as.presta, `/api/dossiers/${dossier.id}/edit/financier`, { montantTotal: 30000, montantCheque: 20000.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toEqual([expect.objectContaining({ field: 'montantCheque', message: expect.stringMatching(/maximum par dossier/) })]);
    const stale = await post(t, as.presta, `/api/dossiers/${dossier.id}/edit/prestation`, { ...EDITED_PRESTATION, version: dossier.version + 1 });
    expect(stale.json()).toMatchObject({ code: 'Conflict' });
    const invalid = await post(t, as.presta, `/api/dossiers/${dossier.id}/edit/prestation`, { ...EDITED_PRESTATION, titre: ' ', dateDebutEstimee: '2030-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['dateDebutEstimee', 'titre']);
    expect(await dossierRow(t, dossier.id)).toMatchObject({ version: dossier.version, titre: 'Dossier de test', montantCheque: null });
  });

  it("refuses the provider's Information and Expert contacts, the beneficiary, and a dossier that does not wait for information", async () => {
    const dossier = await dossierIn(S.DOSSIER_DEMANDE_INFOS);
    const url = `/api/dossiers/${dossier.id}/edit/prestation`;
    expect((await post(t, as.information, url, EDITED_PRESTATION)).statusCode).toBe(403);
    expect((await post(t, as.expert, url, EDITED_PRESTATION)).statusCode).toBe(403);
    expect((await post(t, as.benef, url, EDITED_PRESTATION)).statusCode).toBe(403);
    expect((await detailOf(as.information, dossier.id)).actions.edit).toBe(false);
    for (const statut of [S.DOSSIER_EXAMEN, S.DOSSIER_PRESTATION_CONFIRME, S.DOSSIER_EXAMEN_APRES_INFOS]) {
      const other = await dossierIn(statut);
      const refused = await post(t, as.reference, `/api/dossiers/${other.id}/edit/prestation`, EDITED_PRESTATION);
      expect(refused.json(), `statut ${statut}`).toMatchObject({ code: 'InvalidTransition' });
    }
    expect(await dossierRow(t, dossier.id)).toMatchObject({ version: dossier.version, titre: 'Dossier de test' });
  });

  it('adds documents of the introduction’s types, removable until the answer is sent, and refuses anyone else', async () => {
    const dossier = await dossierIn(S.DOSSIER_DEMANDE_INFOS);
    const type = r.optionalDocumentType.id;
    const [older] = await t.database.db
      .insert(documents)
      .values({ dossierId: dossier.id, nom: 'Offre', typeDocumentId: type, mime: 'application/pdf', taille: 1, sha256: '0', storageName: `offre-${dossier.id}.pdf`, statut: 5, createdAt: new Date(0) })
      .returning();
    expect((await attach(as.information, dossier.id, type)).statusCode).toBe(403);
    const wrongType = await attach(as.reference, dossier.id, 999_999);
    expect(wrongType.json().fields).toEqual([expect.objectContaining({ field: 'typeDocumentId' })]);
    const added = await attach(as.reference, dossier.id, type);
    expect(added.statusCode, added.body).toBe(201);
    // The administration's own follow-up writes the history meanwhile: the document is still the answer's.
    expect((await post(t, as.gestion, `/api/gestion/dossiers/${dossier.id}/assign`, { gestionnaireId: p.gestionnaire })).statusCode).toBe(200);
    // What the introduction sent is not this screen's to remove.
    expect((await post(t, as.reference, `/api/dossiers/${dossier.id}/edit/documents/${older!.id}/delete`)).statusCode).toBe(404);
    expect((await post(t, as.information, `/api/dossiers/${dossier.id}/edit/documents/${added.json().result.id}/delete`)).statusCode).toBe(403);
    const removed = await post(t, as.reference, `/api/dossiers/${dossier.id}/edit/documents/${added.json().result.id}/delete`);
    expect(removed.statusCode).toBe(200);
    const kept = (await attach(as.reference, dossier.id, type)).json().result;
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/submit-drc`, { answer: 'Le planning est revu.' })).statusCode).toBe(200);
    expect((await post(t, as.reference, `/api/dossiers/${dossier.id}/edit/documents/${kept.id}/delete`)).statusCode).toBe(409);
    expect((await attach(as.reference, dossier.id, type)).statusCode).toBe(409);
    const names = (await t.database.db.select().from(documents).where(eq(documents.dossierId, dossier.id))).map((d) => d.nom).sort();
    expect(names).toEqual(['Offre', 'Planning revu']);
  });
});
