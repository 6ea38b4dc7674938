import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { documents } from '../../server/db/schema/index';
import { storeUpload } from '../../server/services/documents/store-upload';
import { Droit } from '../../domain/droits';
import { UPLOAD_ERROR_MESSAGES } from '../../domain/documents';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import type { DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';
import { lockedIntroduction, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp, p: DemoParties, presta: string;
let r: WizardReferences;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-upload-failures-'));
  ({ t, p, presta } = await demoApp({ presta: ['demo.presta', Droit.Prestataire] }, { DATA_DIR: dataDir }));
  r = await wizardReferences(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});


describe('uploads that fail on the server side', () => {
  it('answers the technical error, without a 5xx body of its own, when the data folder cannot take the file', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const uploads = path.join(dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    // A file where the folder of incoming uploads should be: the disk refuses, whoever runs the server.
    writeFileSync(path.join(uploads, '.incoming'), '');
    try {
      const body = multipartBody([{ name: 'nom', value: 'Offre' }, { name: 'typeDocumentId', value: String(r.mandatoryDocumentTypes[0]!.id) }, { name: 'file', filename: 'o.pdf', content: SAMPLE_FILES.pdf }]);
      const response = await t.app.inject({ method: 'POST', url: `/api/dossiers/${dossier.id}/upload-document`, headers: { authorization: presta, ...body.headers }, payload: body.payload });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 'UploadFailed', message: UPLOAD_ERROR_MESSAGES.technical });
      expect(await t.database.db.select().from(documents).where(eq(documents.dossierId, dossier.id))).toEqual([]);
    } finally {
      rmSync(path.join(uploads, '.incoming'), { force: true });
    }
  });

  it('removes the moved file when the database fails after the move, and keeps no row', async () => {
    const dossier = await lockedIntroduction(t, p, r);
    const incoming = path.join(dataDir, 'uploads', '.incoming');
    mkdirSync(incoming, { recursive: true });
    const temporary = path.join(incoming, 'en-cours');
    writeFileSync(temporary, SAMPLE_FILES.pdf);
    const failingCommit = {
      transaction: async <T>(work: (tx: Db) => Promise<T>) =>
        t.database.db.transaction(async (tx) => {
          await work(tx);
          throw new Error('commit impossible');
        }),
    } as unknown as Db;
    const before = readdirSync(path.join(dataDir, 'uploads'));
    await expect(
      storeUpload(failingCommit, t.config, {
        file: { path: temporary, size: SAMPLE_FILES.pdf.length, sha256: 'x'.repeat(64), truncated: false },
        mime: 'application/pdf',
        owner: { dossierId: dossier.id },
        nom: 'Offre',
        typeDocumentId: r.mandatoryDocumentTypes[0]!.id,
        contactId: p.presta,
        check: async () => {},
      }),
    ).rejects.toThrow('commit impossible');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual(before);
    expect(existsSync(temporary)).toBe(false);
    expect(await t.database.db.select().from(documents).where(eq(documents.dossierId, dossier.id))).toEqual([]);
  });
});
