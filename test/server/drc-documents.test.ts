import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents, outbox } from '../../server/db/schema/index';
import { StatutDossier as S } from '../../domain/dossier-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';

let t: TestApp;
let p: DemoParties;
const as = { presta: '', reference: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  as.presta = (await t.login('demo.presta')).authorization;
  as.reference = (await t.login('demo.reference')).authorization;
});
afterAll(() => t.close());

/** A dossier waiting for information, demo.presta assigned to it, a manager to tell. */
const waiting = (statut: (typeof S)[keyof typeof S] = S.DOSSIER_DEMANDE_INFOS) =>
  insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], gestionnaireId: p.gestionnaire });

function attach(authorization: string, id: number, nom = 'Devis signé') {
  const body = multipartBody([
    { name: 'nom', value: nom },
    { name: 'file', filename: 'devis.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return t.app.inject({ method: 'POST', url: `/api/dossiers/${id}/drc/upload-document`, headers: { authorization, ...body.headers }, payload: body.payload });
}

const documentsOf = (id: number) => t.database.db.select().from(documents).where(eq(documents.dossierId, id));

describe('the documents of an answer to a request for information', () => {
  it('lets the assigned contact attach documents and remove them until the answer is sent, and tells the manager', async () => {
    const dossier = await waiting();
    const first = await attach(as.presta, dossier.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().result).toMatchObject({ nom: 'Devis signé', statutLibelle: 'En attente' });
    const detail = (await t.app.inject({ url: `/api/dossiers/${dossier.id}?with[]=detailDossierAll`, headers: { authorization: as.presta } })).json().result;
    expect(detail.documents).toEqual([expect.objectContaining({ nom: 'Devis signé', typeLibelle: 'Pièce jointe à une réponse' })]);
    const removed = await post(t, as.presta, `/api/dossiers/${dossier.id}/drc/documents/${first.json().result.id}/delete`);
    expect(removed.statusCode).toBe(200);
    expect(await documentsOf(dossier.id)).toEqual([]);

    const kept = (await attach(as.presta, dossier.id, 'Planning détaillé')).json().result;
    const answered = await post(t, as.presta, `/api/dossiers/${dossier.id}/submit-drc`, { answer: 'Le planning détaillé est joint.' });
    expect(answered.json().result.StatutDossierId).toBe(S.DOSSIER_EXAMEN_APRES_INFOS);
    // Sent with the answer: it stays, and no more can be added.
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/drc/documents/${kept.id}/delete`)).statusCode).toBe(409);
    expect((await attach(as.presta, dossier.id)).statusCode).toBe(409);
    expect((await documentsOf(dossier.id)).map((d) => d.nom)).toEqual(['Planning détaillé']);
    const notices = await t.database.db.select().from(outbox).where(eq(outbox.contactId, p.gestionnaire));
    expect(notices.some((m) => m.subject === `Dossier ${answered.json().result.reference} : informations complétées`)).toBe(true);
  });

  it('refuses a contact not assigned to the dossier, a dossier that does not wait, and a document sent with an earlier answer', async () => {
    const dossier = await waiting(S.DOSSIER_PRESTATION_ATTENTE_INFOS);
    expect((await attach(as.reference, dossier.id)).statusCode).toBe(403);
    const examined = await waiting(S.DOSSIER_EXAMEN);
    expect((await attach(as.presta, examined.id)).statusCode).toBe(409);
    expect(await documentsOf(examined.id)).toEqual([]);
    // A document older than the request (the introduction's, or an earlier answer's) is not the answer's to remove.
    const [other] = await t.database.db
      .insert(documents)
      .values({ dossierId: dossier.id, nom: 'Offre', typeDocumentId: 1, mime: 'application/pdf', taille: 1, sha256: '0', storageName: `offre-${dossier.id}.pdf`, statut: 5, createdAt: new Date(0) })
      .returning();
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/drc/documents/${other!.id}/delete`)).statusCode).toBe(404);
    expect(await documentsOf(dossier.id)).toHaveLength(1);
  });
});
