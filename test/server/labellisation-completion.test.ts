import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandesLabellisation, outbox, thematiques, typesDocument } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { UPLOAD_ERROR_MESSAGES } from '../../domain/documents';
import { StatutDemandeLabellisation as D, TypeDemandeLabellisation as T } from '../../domain/labellisation';
import { TYPE_DOCUMENT_CV_EXPERT_LABELLISATION } from '../../domain/labellisation-completion';
import { createOutsiderProvider, demoParties, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { get } from '../support/wizard';

/** docs/labellisation.md: the completion wizard of a request, its documents, and the DRC answer by the contact who follows it. */

let t: TestApp;
let p: DemoParties;
let dataDir: string;
const as = { A: '', R: '', E: '', I: '', centre: '', gestion: '', other: '' };
const typeId: Record<string, number> = {};
let restricted = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-completion-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  p = await demoParties(t);
  as.A = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.R = (await t.login('demo.reference')).authorization;
  as.E = (await t.login('demo.expert')).authorization;
  as.I = (await t.login('demo.information')).authorization;
  as.centre = (await t.login('demo.centre.reference')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
  await createOutsiderProvider(t, 'completion.autre');
  as.other = (await t.login('completion.autre', Droit.Prestataire)).authorization;
  for (const row of await t.database.db.select().from(typesDocument)) typeId[row.code] = row.id;
  [{ id: restricted }] = (await t.database.db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.contexteRestreint, true))) as [{ id: number }];
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const completion = (id: number) => `/api/labellisation/demandes/${id}/completion`;
const detail = async (authorization: string, id: number) => (await get(t, authorization, `/api/labellisation/demandes/${id}`)).json().result;
const submit = (demandeIds: number[]) => post(t, as.A, `/api/labellisation/prestataires/${p.prestataire}/soumissions`, { demandeIds });
const upload = (authorization: string, id: number, kind: 'completion' | 'drc', fields: Record<string, string>, content = SAMPLE_FILES.pdf) => {
  const body = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename: 'piece.pdf', type: 'application/pdf', content }]);
  return t.app.inject({ method: 'POST', url: `/api/labellisation/demandes/${id}/${kind}/documents`, headers: { authorization, ...body.headers }, payload: body.payload });
};

/** A recognition of the demo provider on a thematic of the restricted context, created by R: in introduction, not complete yet. */
async function created(authorization = as.R): Promise<number> {
  const response = await post(t, authorization, `/api/labellisation/prestataires/${p.prestataire}/demandes`, { type: T.RECONNAISSANCE, thematiqueId: restricted, commentaire: 'Audits réglementaires.' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result.id;
}

/** An expert competence validation of the demo provider, in introduction (its own creation endpoint is another part of issue 15). */
async function competenceRequest(): Promise<number> {
  const [row] = await t.database.db
    .insert(demandesLabellisation)
    .values({ reference: `LAB-TEST-${Date.now()}`, organisationId: p.prestataire, type: T.VALIDATION_COMPETENCE, statut: D.EN_INTRODUCTION, commentaire: 'Compétence RH.', contactAssigneId: p.presta, expertId: p.expert })
    .returning({ id: demandesLabellisation.id });
  return row!.id;
}

describe('the completion wizard (spec section 2, complete-request: A and R complete)', () => {
  it('opens to A and R while the request is in introduction, with the contacts who may follow it and the document types', async () => {
    const id = await created();
    const view = await get(t, as.A, completion(id));
    expect(view.statusCode, view.body).toBe(200);
    const { demande, contactsAssignables, typesDocument: types } = view.json().result;
    expect(demande).toMatchObject({ id, peutCompleter: true, contactAssigne: { id: p.reference }, references: null, manquants: ['Indiquez les références qui appuient la demande.'] });
    // A, R and E may answer a DRC; the Information contact may not follow a request.
    expect(contactsAssignables.map((c: { id: number }) => c.id).sort()).toEqual([p.presta, p.reference, p.expert].sort());
    expect(types.map((d: { code: string }) => d.code)).toContain(TYPE_DOCUMENT_CV_EXPERT_LABELLISATION);
    expect(types.every((d: { obligatoire: boolean }) => !d.obligatoire)).toBe(true);
    expect((await get(t, as.R, completion(id))).statusCode).toBe(200);
    for (const refused of [as.E, as.I, as.other]) expect((await get(t, refused, completion(id))).statusCode).toBe(403);
    expect((await get(t, as.centre, completion(id))).statusCode).toBe(403);
  });

  it('names the contact who follows the request, among A, R, E of the provider only, on the version read', async () => {
    const id = await created();
    const { version } = await detail(as.A, id);
    const assigned = await post(t, as.A, `${completion(id)}/contact`, { contactId: p.expert, version });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().result).toMatchObject({ contactAssigne: { id: p.expert }, version: version + 1 });
    expect((await post(t, as.A, `${completion(id)}/contact`, { contactId: p.reference, version })).statusCode).toBe(409);
    for (const contactId of [p.information, p.benef]) {
      expect((await post(t, as.A, `${completion(id)}/contact`, { contactId })).json().fields).toEqual([{ field: 'contactId', message: 'Choisissez une Autorité, une Référence ou un Expert du prestataire.' }]);
    }
    expect((await post(t, as.I, `${completion(id)}/contact`, { contactId: p.presta })).statusCode).toBe(403);
  });

  it('refuses a request that is not complete at submission, and submits it once completed', async () => {
    const id = await created();
    const refused = await submit([id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[0].message).toMatch(/^La demande LAB-\d{4}-\d{6} n'est pas complète\.$/);
    const list = (await post(t, as.A, `/api/labellisation/prestataires/${p.prestataire}/demandes/list`, { statut: [D.EN_INTRODUCTION] })).json().result.items;
    expect(list.find((d: { id: number }) => d.id === id).manquants).toEqual(['Indiquez les références qui appuient la demande.']);
    expect((await post(t, as.R, `${completion(id)}/specific`, { commentaire: ' ', references: 'x' })).json().fields).toEqual([{ field: 'commentaire', message: 'Ce champ est obligatoire.' }]);
    const specific = await post(t, as.R, `${completion(id)}/specific`, { commentaire: 'Audits réglementaires de PME.', references: 'Douze audits en 2026.' });
    expect(specific.json().result).toMatchObject({ commentaire: 'Audits réglementaires de PME.', references: 'Douze audits en 2026.', manquants: [] });
    expect((await submit([id])).statusCode).toBe(200);
    const after = await get(t, as.A, completion(id));
    expect(after.statusCode).toBe(409);
    expect((await detail(as.A, id)).peutCompleter).toBe(false);
    expect((await post(t, as.A, `${completion(id)}/specific`, { commentaire: 'Trop tard.', references: 'x' })).statusCode).toBe(409);
  });

  it('asks for the expert’s CV on a competence validation, completed by A and R under their own matrix row', async () => {
    const id = await competenceRequest();
    await post(t, as.A, `${completion(id)}/specific`, { commentaire: 'Compétence RH.', references: 'Dix missions RH.' });
    const view = (await get(t, as.R, completion(id))).json().result;
    expect(view.demande.manquants).toEqual(["Joignez le CV de l'expert."]);
    expect(view.typesDocument.find((d: { code: string }) => d.code === TYPE_DOCUMENT_CV_EXPERT_LABELLISATION).obligatoire).toBe(true);
    const cv = await upload(as.R, id, 'completion', { nom: 'CV de Julie', typeDocumentId: String(typeId[TYPE_DOCUMENT_CV_EXPERT_LABELLISATION]) });
    expect(cv.statusCode, cv.body).toBe(201);
    expect(cv.json().result).toMatchObject({ nom: 'CV de Julie', typeCode: TYPE_DOCUMENT_CV_EXPERT_LABELLISATION, supprimable: true });
    expect((await detail(as.A, id)).manquants).toEqual([]);
    expect((await upload(as.E, id, 'completion', { nom: 'CV', typeDocumentId: String(typeId[TYPE_DOCUMENT_CV_EXPERT_LABELLISATION]) })).statusCode).toBe(403);
  });
});

describe('the documents of a request (the dossiers’ upload: 20 MB, JPEG, PNG, PDF by content)', () => {
  it('keeps a completion document of a completion type, refuses another type or file kind, and removes it before submission', async () => {
    const id = await created();
    expect((await upload(as.A, id, 'completion', { nom: 'Offre', typeDocumentId: String(typeId.OFFRE_SIGNEE) })).json().fields).toEqual([
      { field: 'typeDocumentId', message: "Ce type de document n'est pas demandé pour cette demande." },
    ]);
    const text = await upload(as.A, id, 'completion', { nom: 'Texte', typeDocumentId: String(typeId.LABELLISATION_AUTRE) }, SAMPLE_FILES.text);
    expect(text.json()).toEqual({ code: 'ExtensionNotAllowed', message: UPLOAD_ERROR_MESSAGES.extensionNotAllowed });
    const stored = (await upload(as.A, id, 'completion', { nom: 'Attestation', typeDocumentId: String(typeId.LABELLISATION_ATTESTATION_CLIENT) })).json().result;
    const download = await get(t, as.I, stored.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect((await get(t, as.other, stored.url)).statusCode).toBe(404);
    expect((await post(t, as.I, `/api/labellisation/demandes/${id}/documents/${stored.id}/delete`)).statusCode).toBe(403);
    expect((await post(t, as.A, `/api/labellisation/demandes/${id}/documents/${stored.id}/delete`)).statusCode).toBe(200);
    expect((await get(t, as.A, stored.url)).statusCode).toBe(404);
    expect((await detail(as.A, id)).documents).toEqual([]);
  });

  it('lets the centres and the administration read a submitted request’s documents, which nobody removes any more', async () => {
    const id = await created();
    await post(t, as.R, `${completion(id)}/specific`, { commentaire: 'Audits.', references: 'Missions.' });
    const stored = (await upload(as.R, id, 'completion', { nom: 'Présentation', typeDocumentId: String(typeId.LABELLISATION_PRESENTATION) })).json().result;
    expect((await submit([id])).statusCode).toBe(200);
    expect((await get(t, as.centre, stored.url)).statusCode).toBe(200);
    expect((await get(t, as.gestion, stored.url)).statusCode).toBe(200);
    expect((await detail(as.A, id)).documents[0].supprimable).toBe(false);
    expect((await post(t, as.A, `/api/labellisation/demandes/${id}/documents/${stored.id}/delete`)).statusCode).toBe(409);
    expect((await upload(as.A, id, 'completion', { nom: 'Tard', typeDocumentId: String(typeId.LABELLISATION_AUTRE) })).statusCode).toBe(409);
  });
});

describe('the answer to a DRC (spec section 6: only the contact assigned to the request)', () => {
  it('takes the assigned contact’s answer with its documents, and tells the administration’s contact who asked', async () => {
    const id = await created();
    await post(t, as.R, `${completion(id)}/specific`, { commentaire: 'Audits.', references: 'Missions.' });
    await post(t, as.R, `${completion(id)}/contact`, { contactId: p.expert });
    expect((await submit([id])).statusCode).toBe(200);
    expect((await upload(as.E, id, 'drc', { nom: 'Trop tôt' })).statusCode).toBe(409);
    expect((await post(t, as.gestion, `/api/labellisation/demandes/${id}/drc`, { texte: 'Joignez une attestation.' })).statusCode).toBe(200);
    // The Expert follows the request: it reads it and alone answers; the Authority and the Reference may not.
    expect((await detail(as.E, id)).actions.answerDrc).toBe(true);
    for (const other of [as.A, as.R]) {
      expect((await detail(other, id)).actions.answerDrc).toBe(false);
      expect((await post(t, other, `/api/labellisation/demandes/${id}/drc-answer`, { texte: 'Voici.' })).statusCode).toBe(403);
      expect((await upload(other, id, 'drc', { nom: 'Attestation' })).statusCode).toBe(403);
    }
    const piece = await upload(as.E, id, 'drc', { nom: 'Attestation du client' });
    expect(piece.statusCode, piece.body).toBe(201);
    expect(piece.json().result).toMatchObject({ typeCode: 'PIECE_REPONSE_DRC', supprimable: true });
    const answered = await post(t, as.E, `/api/labellisation/demandes/${id}/drc-answer`, { texte: 'Attestation jointe.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().result).toMatchObject({ statut: D.EN_EXAMEN, documents: [expect.objectContaining({ nom: 'Attestation du client', supprimable: false })] });
    const [mail] = await t.database.db.select().from(outbox).where(and(eq(outbox.contactId, p.gestionnaire), eq(outbox.subject, `Renseignements complétés : ${answered.json().result.reference}`)));
    expect(mail?.body).toContain('Réponse : Attestation jointe.');
    expect((await get(t, as.gestion, piece.json().result.url)).statusCode).toBe(200);
  });

  it('lets the assigned contact remove a document of its answer until it is sent', async () => {
    const id = await created();
    await post(t, as.R, `${completion(id)}/specific`, { commentaire: 'Audits.', references: 'Missions.' });
    expect((await submit([id])).statusCode).toBe(200);
    await post(t, as.gestion, `/api/labellisation/demandes/${id}/drc`, { texte: 'Précisez.' });
    const piece = (await upload(as.R, id, 'drc', { nom: 'Erreur' })).json().result;
    expect((await post(t, as.A, `/api/labellisation/demandes/${id}/documents/${piece.id}/delete`)).statusCode).toBe(403);
    expect((await post(t, as.R, `/api/labellisation/demandes/${id}/documents/${piece.id}/delete`)).statusCode).toBe(200);
    expect((await detail(as.R, id)).documents).toEqual([]);
  });
});
