import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { UPLOAD_ERROR_MESSAGES, UPLOAD_MAX_BYTES } from '../../domain/documents';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES, type FormPart } from '../support/multipart';
import { get, introductionAt, lockedIntroduction, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp, p: DemoParties;
let r: WizardReferences;
let dataDir: string;
const as: Record<'presta' | 'benef' | 'outsider', string> = { presta: '', benef: '', outsider: '' };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-uploads-'));
  ({ t, p } = await demoApp({}, { DATA_DIR: dataDir }));
  r = await wizardReferences(t);
  await createOutsiderProvider(t, 'upload.outsider');
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.outsider = (await t.login('upload.outsider')).authorization;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});


const fields = (nom = 'Offre signée') => [
  { name: 'nom', value: nom },
  { name: 'typeDocumentId', value: String(r.mandatoryDocumentTypes[0]!.id) },
];
const file = (content: Buffer, filename: string, type = 'application/pdf'): FormPart => ({ name: 'file', filename, type, content });

function upload(authorization: string, dossierId: number, body: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: `/api/dossiers/${dossierId}/upload-document`, headers: { authorization, ...body.headers }, payload: body.payload });
}

/** Nothing of a refused upload may stay: no row, no stored file, no temporary file. */
async function expectNothingStored(dossierId: number) {
  expect(await t.database.db.select().from(documents).where(eq(documents.dossierId, dossierId))).toEqual([]);
  const uploads = path.join(dataDir, 'uploads');
  const stored = readdirSync(uploads).filter((name) => !name.startsWith('.'));
  const rows = await t.database.db.select({ storageName: documents.storageName }).from(documents);
  expect(stored.filter((name) => !rows.some((row) => row.storageName === name))).toEqual([]);
  expect(readdirSync(path.join(uploads, '.incoming'))).toEqual([]);
}

describe('POST /api/dossiers/{id}/upload-document', () => {
  it('stores a PDF, answers the document, and serves the same bytes afterwards', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const response = await upload(as.presta, dossier.id, multipartBody([...fields(), file(SAMPLE_FILES.pdf, 'offre.pdf')]));
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json().result;
    expect(document).toMatchObject({ nom: 'Offre signée', mime: 'application/pdf', taille: SAMPLE_FILES.pdf.length, statutLibelle: 'En attente' });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.sha256).toBe(createHash('sha256').update(SAMPLE_FILES.pdf).digest('hex'));
    expect(row!.storageName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const download = await get(t, as.benef, document.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    const types = (await get(t, as.presta, `/api/dossiers/${dossier.id}/types-document/intro-dossier`)).json().result;
    expect(types.find((type: { id: number }) => type.id === r.mandatoryDocumentTypes[0]!.id).fournis).toBe(1);
  });

  it('recognises the type by the content: a PDF named .png is a PDF, JPEG and PNG are accepted, fields may come after the file', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const renamed = await upload(as.presta, dossier.id, multipartBody([file(SAMPLE_FILES.pdf, 'scan.png', 'image/png'), ...fields()]));
    expect(renamed.statusCode, renamed.body).toBe(201);
    expect(renamed.json().result.mime).toBe('application/pdf');
    for (const [content, mime] of [[SAMPLE_FILES.jpeg, 'image/jpeg'], [SAMPLE_FILES.png, 'image/png']] as const) {
      const response = await upload(as.presta, dossier.id, multipartBody([...fields('Photo'), file(content, 'photo', mime)]));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().result.mime).toBe(mime);
    }
  });

  it('lets the beneficiary upload from its own documents screen', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const response = await upload(as.benef, dossier.id, multipartBody([...fields('Déclaration PME'), file(SAMPLE_FILES.pdf, 'pme.pdf')]));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses what is not JPEG, PNG or PDF by its content (an executable named .pdf, a text), with nothing stored', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    for (const [content, filename] of [[SAMPLE_FILES.exe, 'offre.pdf'], [SAMPLE_FILES.text, 'offre.pdf']] as const) {
      const response = await upload(as.presta, dossier.id, multipartBody([...fields(), file(content, filename)]));
      expect(response.statusCode, filename).toBe(415);
      expect(response.json()).toEqual({ code: 'ExtensionNotAllowed', message: UPLOAD_ERROR_MESSAGES.extensionNotAllowed });
    }
    await expectNothingStored(dossier.id);
  });

  it('refuses a file of 20 MB and one byte, with nothing stored, and accepts exactly 20 MB', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    SAMPLE_FILES.pdf.copy(big);
    const tooBig = await upload(as.presta, dossier.id, multipartBody([...fields(), file(big, 'gros.pdf')]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'FileTooBig', message: UPLOAD_ERROR_MESSAGES.tooBig });
    await expectNothingStored(dossier.id);
    const exact = await upload(as.presta, dossier.id, multipartBody([...fields(), file(big.subarray(0, UPLOAD_MAX_BYTES), 'limite.pdf')]));
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().result.taille).toBe(UPLOAD_MAX_BYTES);
  });

  it('keeps nothing of an interrupted upload: no row, no file', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const content = Buffer.alloc(256 * 1024, 0x41);
    SAMPLE_FILES.pdf.copy(content);
    const whole = multipartBody([...fields(), file(content, 'coupe.pdf')]);
    const response = await upload(as.presta, dossier.id, { ...whole, payload: whole.payload.subarray(0, 100_000) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'UploadInterrupted', message: UPLOAD_ERROR_MESSAGES.interrupted });
    await expectNothingStored(dossier.id);
  });

  it('answers "no file" for a form without a file, with an empty file, or a body that is not a form', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const bodies = [
      multipartBody(fields()),
      multipartBody([...fields(), file(Buffer.alloc(0), '')]),
      multipartBody([...fields(), file(Buffer.alloc(0), 'vide.pdf')]),
    ];
    for (const body of bodies) {
      const response = await upload(as.presta, dossier.id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: 'NoFile', message: UPLOAD_ERROR_MESSAGES.noFile });
    }
    const json = await t.app.inject({ method: 'POST', url: `/api/dossiers/${dossier.id}/upload-document`, headers: { authorization: as.presta }, payload: { nom: 'x' } });
    expect(json.json().code).toBe('NoFile');
    await expectNothingStored(dossier.id);
  });

  it('takes one file at a time, and keeps nothing of a body with two', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const response = await upload(as.presta, dossier.id, multipartBody([...fields(), file(SAMPLE_FILES.pdf, 'a.pdf'), file(SAMPLE_FILES.pdf, 'b.pdf')]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('ValidationError');
    await expectNothingStored(dossier.id);
  });

  it('requires the name and a document type of the introduction', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const missing = await upload(as.presta, dossier.id, multipartBody([file(SAMPLE_FILES.pdf, 'offre.pdf')]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([
      { field: 'nom', message: 'Ce champ est obligatoire.' },
      { field: 'typeDocumentId', message: 'Ce champ est obligatoire.' },
    ]);
    const unknown = await upload(as.presta, dossier.id, multipartBody([{ name: 'nom', value: 'Offre' }, { name: 'typeDocumentId', value: '999' }, file(SAMPLE_FILES.pdf, 'o.pdf')]));
    expect(unknown.json().fields).toEqual([{ field: 'typeDocumentId', message: "Ce type de document n'est pas demandé pour ce dossier." }]);
    await expectNothingStored(dossier.id);
  });

  it('refuses a caller who may not manage the documents (403) and a dossier whose documents are not open (409)', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const outsider = await upload(as.outsider, dossier.id, multipartBody([...fields(), file(SAMPLE_FILES.pdf, 'o.pdf')]));
    expect(outsider.statusCode).toBe(403);
    const encoding = await introductionAt(t, p, r, E.DossierValidation);
    const early = await upload(as.presta, encoding.id, multipartBody([...fields(), file(SAMPLE_FILES.pdf, 'o.pdf')]));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('InvalidTransition');
    await expectNothingStored(dossier.id);
    await expectNothingStored(encoding.id);
  });

  it('removes a document uploaded by mistake, row and file', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const stored = (await upload(as.presta, dossier.id, multipartBody([...fields(), file(SAMPLE_FILES.pdf, 'erreur.pdf')]))).json().result;
    const other = await lockedIntroduction(t, p, r);
    expect((await t.app.inject({ method: 'POST', url: `/api/dossiers/${other.id}/documents/${stored.id}/delete`, headers: { authorization: as.presta } })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'POST', url: `/api/dossiers/${dossier.id}/documents/${stored.id}/delete`, headers: { authorization: as.presta } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(t, as.presta, stored.url)).statusCode).toBe(404);
    await expectNothingStored(dossier.id);
  });
});
