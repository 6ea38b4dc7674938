import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents } from '../../server/db/schema/index';
import { StatutDocument } from '../../domain/documents';
import { StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
const as = { presta: '', gestion: '' };
beforeAll(async () => {
  ({ t, p } = await demoApp());
  as.presta = (await t.login('demo.presta')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

/** A dossier in `statut` with one document, waiting unless told. */
async function withDocument(statut: StatutDossierId, documentStatut: number = StatutDocument.EN_ATTENTE) {
  const dossier = await insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
  const [document] = await t.database.db
    .insert(documents)
    .values({ dossierId: dossier.id, nom: 'Offre signée', typeDocumentId: 1, mime: 'application/pdf', taille: 1, sha256: '0', storageName: `offre-${dossier.id}.pdf`, statut: documentStatut })
    .returning();
  return { dossier, document: document! };
}

const review = (authorization: string, dossierId: number, documentId: number, body: object) => post(t, authorization, `/api/gestion/dossiers/${dossierId}/documents/${documentId}/review`, body);
const stored = async (id: number) => (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!;

describe("a manager's verdict on a document", () => {
  it('marks it verified, then refused with why, keeping who and when', async () => {
    const { dossier, document } = await withDocument(S.DOSSIER_EXAMEN);
    const verified = await review(as.gestion, dossier.id, document.id, { verdict: 'VERIFIE' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result).toMatchObject({ statutLibelle: 'Vérifié par le gestionnaire', statutCommentaire: null });
    expect(await stored(document.id)).toMatchObject({ statut: StatutDocument.VERIFIE_GESTIONNAIRE, statutPar: p.gestionnaire });

    const silent = await review(as.gestion, dossier.id, document.id, { verdict: 'REFUSE', commentaire: '   ' });
    expect(silent.json().fields).toEqual([{ field: 'commentaire', message: 'Ce champ est obligatoire.' }]);
    expect((await stored(document.id)).statut).toBe(StatutDocument.VERIFIE_GESTIONNAIRE);
    await review(as.gestion, dossier.id, document.id, { verdict: 'REFUSE', commentaire: "L'offre n'est pas signée." });
    expect(await stored(document.id)).toMatchObject({ statut: StatutDocument.REFUSE_GESTIONNAIRE, statutCommentaire: "L'offre n'est pas signée." });
    // The parties read the verdict on the dossier's documents.
    const detail = (await t.app.inject({ url: `/api/dossiers/${dossier.id}?with[]=detailDossierAll`, headers: { authorization: as.presta } })).json().result;
    expect(detail.documents[0]).toMatchObject({ statutLibelle: 'Refusé par le gestionnaire', statutPar: 'Nadia Peeters', statutCommentaire: "L'offre n'est pas signée." });
  });

  it('is the administration’s only, while it examines the dossier, on a document of that dossier', async () => {
    const { dossier, document } = await withDocument(S.DOSSIER_PRESTATION_EXAMEN);
    expect((await review(as.presta, dossier.id, document.id, { verdict: 'VERIFIE' })).statusCode).toBe(403);
    const other = await withDocument(S.DOSSIER_EXAMEN);
    expect((await review(as.gestion, dossier.id, other.document.id, { verdict: 'VERIFIE' })).statusCode).toBe(404);
    const introduction = await withDocument(S.DOSSIER_INTRODUCTION);
    expect((await review(as.gestion, introduction.dossier.id, introduction.document.id, { verdict: 'VERIFIE' })).statusCode).toBe(409);
    expect((await stored(introduction.document.id)).statut).toBe(StatutDocument.EN_ATTENTE);
  });

  it('changes the status only as the document machine allows: a document refused automatically (replaced) is no longer reviewed (409)', async () => {
    const { dossier, document } = await withDocument(S.DOSSIER_EXAMEN, StatutDocument.REFUSE_AUTOMATIQUEMENT);
    const response = await review(as.gestion, dossier.id, document.id, { verdict: 'VERIFIE' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('InvalidTransition');
    expect(await stored(document.id)).toMatchObject({ statut: StatutDocument.REFUSE_AUTOMATIQUEMENT, statutPar: null });
  });
});
