import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../server/db/schema/index';
import { StatutDocument } from '../../domain/documents';
import { StatutDossier } from '../../domain/dossier-status';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let dataDir: string;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-documents-'));
  ({ t, p } = await demoApp({}, { DATA_DIR: dataDir }));
  await createOutsiderProvider(t, 'doc.outsider');
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A stored document: its row, and its file under the data folder unless `withFile` is false. */
async function storeDocument(owner: { dossierId?: number; organisationId?: number }, nom: string, withFile = true) {
  const storageName = `${randomUUID()}.pdf`;
  if (withFile) writeFileSync(path.join(dataDir, 'uploads', storageName), PDF);
  const [row] = await t.database.db
    .insert(documents)
    .values({
      ...owner,
      nom,
      typeDocumentId: 1,
      mime: 'application/pdf',
      taille: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
      storageName,
      statut: StatutDocument.EN_ATTENTE,
    })
    .returning();
  return row!;
}

const get = (authorization: string, url: string) => t.app.inject({ url, headers: { authorization } });

describe('GET /api/documents/{docId} and /api/documents/{docId}/dossier/{dossierId}', () => {
  it('streams the file with its type and name to those who may see the dossier', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const document = await storeDocument({ dossierId: dossier.id }, 'Offre signée é');
    for (const login of ['demo.presta', 'demo.information', 'demo.benef', 'demo.gestionnaire']) {
      const { authorization } = await t.login(login);
      for (const url of [`/api/documents/${document.id}`, `/api/documents/${document.id}/dossier/${dossier.id}`]) {
        const response = await get(authorization, url);
        expect(response.statusCode, `${login} ${url}`).toBe(200);
        expect(response.rawPayload.equals(PDF)).toBe(true);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="Offre signee e.pdf"; filename*=UTF-8''${encodeURIComponent('Offre signée é.pdf')}`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('lists the documents in the detail with the address to download them', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const document = await storeDocument({ dossierId: dossier.id }, 'Devis');
    const { authorization } = await t.login('demo.presta');
    const detail = (await get(authorization, `/api/dossiers/${dossier.id}?with[]=detailDossierAll`)).json().result;
    expect(detail.documents).toEqual([
      expect.objectContaining({ id: document.id, nom: 'Devis', mime: 'application/pdf', statutLibelle: 'En attente', url: `/api/documents/${document.id}/dossier/${dossier.id}` }),
    ]);
    expect((await get(authorization, detail.documents[0].url)).statusCode).toBe(200);
  });

  it('answers 404, as for a document that does not exist, to those who may not see the dossier', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const document = await storeDocument({ dossierId: dossier.id }, 'Confidentiel');
    const outsider = await t.login('doc.outsider');
    const asOtherBeneficiary = await t.login('demo.presta', 5);
    for (const { authorization } of [outsider, asOtherBeneficiary]) {
      for (const url of [`/api/documents/${document.id}`, `/api/documents/${document.id}/dossier/${dossier.id}`]) {
        const response = await get(authorization, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('Not found');
      }
    }
  });

  it('answers 404 when the document is not of that dossier, or its file is gone', async () => {
    const { authorization } = await t.login('demo.presta');
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const other = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const document = await storeDocument({ dossierId: dossier.id }, 'Annexe');
    expect((await get(authorization, `/api/documents/${document.id}/dossier/${other.id}`)).statusCode).toBe(404);
    const lost = await storeDocument({ dossierId: dossier.id }, 'Perdu', false);
    expect((await get(authorization, `/api/documents/${lost.id}`)).statusCode).toBe(404);
  });

  it("gives an organisation's documents to its contacts and to managers only", async () => {
    const document = await storeDocument({ organisationId: p.entreprise }, 'Statuts');
    expect((await get((await t.login('demo.benef')).authorization, `/api/documents/${document.id}`)).statusCode).toBe(200);
    expect((await get((await t.login('demo.gestionnaire')).authorization, `/api/documents/${document.id}`)).statusCode).toBe(200);
    expect((await get((await t.login('demo.presta')).authorization, `/api/documents/${document.id}`)).statusCode).toBe(404);
  });

  it('removes the files of a deleted dossier', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_INTRODUCTION, etape: 1, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const document = await storeDocument({ dossierId: dossier.id }, 'Brouillon');
    const { authorization } = await t.login('demo.presta');
    expect((await post(t, authorization, `/api/dossiers/${dossier.id}/delete`)).statusCode).toBe(200);
    expect((await get(authorization, `/api/documents/${document.id}`)).statusCode).toBe(404);
    expect(() => writeFileSync(path.join(dataDir, 'uploads', document.storageName), '', { flag: 'wx' })).not.toThrow();
  });
});
