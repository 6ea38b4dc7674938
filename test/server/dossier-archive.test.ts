// Also on PostgreSQL: the archive streamed from the database and the files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { documents } from '../../server/db/schema/index';
import { uploadPath } from '../../server/storage/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { createOutsiderProvider, post } from '../support/dossiers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-archive-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (authorization: string, url: string) => t.app.inject({ url, headers: { authorization } });

/** A demo dossier of the provider's with at least one document. */
async function dossierWithDocuments(authorization: string) {
  const items = (await post(t, authorization, '/api/dossiers', { perPage: 100 })).json().result.items as Array<{ id: number; reference: string }>;
  for (const item of items) {
    const detail = (await get(authorization, `/api/dossiers/${item.id}?with[]=detailDossierAll`)).json().result;
    if (detail.documents.length > 0) return detail as { id: number; reference: string; documents: Array<{ id: number; nom: string }>; historique: unknown[] };
  }
  throw new Error('no demo dossier with documents');
}

/** The demo's files are not in the test's data folder: each document of the dossier gets a small PDF where the uploads keep them. */
async function storeFiles(dossierId: number) {
  for (const document of await t.database.db.select().from(documents).where(eq(documents.dossierId, dossierId))) {
    const file = uploadPath(t.config, document.storageName)!;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `%PDF-1.4\n% ${document.nom}\n`);
  }
}

describe('GET /dossiers/{id}/archive', () => {
  it('gives whoever may view the dossier one ZIP: its data, a readable page with its history, and its documents', async () => {
    const manager = (await t.login('demo.gestionnaire')).authorization;
    const dossier = await dossierWithDocuments(manager);
    await storeFiles(dossier.id);
    const response = await get(manager, `/api/dossiers/${dossier.id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="dossier-${dossier.reference}.zip"`);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(names).toEqual(expect.arrayContaining([`${dossier.reference}/dossier.json`, `${dossier.reference}/dossier.html`]));
    const data = JSON.parse(await zip.file(`${dossier.reference}/dossier.json`)!.async('string'));
    expect(data).toMatchObject({ id: dossier.id, reference: dossier.reference });
    expect(data.historique).toHaveLength(dossier.historique.length);
    const page = await zip.file(`${dossier.reference}/dossier.html`)!.async('string');
    expect(page).toContain(`<h1>Dossier ${dossier.reference}</h1>`);
    expect(page).toContain('<h2>Historique</h2>');
    const files = names.filter((name) => name.startsWith(`${dossier.reference}/documents/`));
    expect(files).toHaveLength(dossier.documents.length);
    for (const document of dossier.documents) expect(files.some((name) => name.startsWith(`${dossier.reference}/documents/${document.id}-`))).toBe(true);
    const first = await zip.file(files[0]!)!.async('nodebuffer');
    expect(first.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('is refused to whoever may not view the dossier, as the dossier is', async () => {
    const manager = (await t.login('demo.gestionnaire')).authorization;
    const dossier = await dossierWithDocuments(manager);
    await createOutsiderProvider(t, 'archive.outsider');
    const outsider = (await t.login('archive.outsider', Droit.Prestataire)).authorization;
    expect((await get(outsider, `/api/dossiers/${dossier.id}/archive`)).statusCode).toBe((await get(outsider, `/api/dossiers/${dossier.id}`)).statusCode);
    expect((await get(outsider, `/api/dossiers/${dossier.id}/archive`)).statusCode).not.toBe(200);
    expect((await get(manager, '/api/dossiers/999999/archive')).statusCode).toBe(404);
  });
});
