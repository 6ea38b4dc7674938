import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { object } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandesLabellisation, thematiques, typesDocument } from '../../server/db/schema/index';
import { StatutDossier as S } from '../../domain/dossier-status';
import { StatutDemandeLabellisation, type StatutDemandeLabellisationId } from '../../domain/labellisation';
import { Droit } from '../../domain/droits';
import { DrcDocumentFields, UploadDocumentFields } from '../../domain/schemas/wizard';
import { InvoiceFields } from '../../domain/schemas/service-report';
import { CONTEXTE_DEMANDE_LABELLISATION } from '../../domain/labellisation-completion';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, insertDossier, type DemoParties } from '../support/dossiers';
import { changedTables, tableDigest } from '../support/table-digest';
import { LEAKS } from '../support/fuzz/every-route';
import { uploadFormArbitrary } from '../support/fuzz/upload-forms';
import type { AnyStruct } from '../support/fuzz/struct-arbitrary';

// The route fuzzing (test/support/fuzz/every-route.ts) reaches the upload routes mostly on records that refuse any
// upload. Here each upload route gets a record that waits for its documents, so that the forms generated from the
// route's own fields reach the reading, the checks and the storing: no 5xx, no leak, and a refused form stores nothing.
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20261127));

let t: TestApp;
let p: DemoParties;
let dataDir: string;
let presta: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vcp-fuzz-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  p = await demoParties(t);
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
}, 300_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A labellisation request of the demo provider, assigned to demo.presta, in this status. */
async function demande(statut: StatutDemandeLabellisationId): Promise<number> {
  const db = t.database.db;
  const [thematique] = await db.select({ id: thematiques.id }).from(thematiques).where(eq(thematiques.contexteRestreint, true)).limit(1);
  const [row] = await db
    .insert(demandesLabellisation)
    .values({
      reference: `FUZZ-${randomUUID()}`,
      organisationId: p.prestataire,
      type: 1,
      thematiqueId: thematique!.id,
      statut,
      commentaire: 'Demande du fuzzing.',
      references: 'Missions du fuzzing.',
      contactAssigneId: p.presta,
    })
    .returning({ id: demandesLabellisation.id });
  return row!.id;
}

/** A dossier of the demo provider, demo.presta assigned to it, in this status. */
const dossier = async (statut: (typeof S)[keyof typeof S], rapport?: 'documents') =>
  (await insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta], gestionnaireId: p.gestionnaire, rapport })).id;

interface UploadRoute {
  name: string;
  url: () => Promise<string>;
  fields: AnyStruct;
  /** What the screen sends in them. */
  valid: () => Promise<Record<string, string>>;
}

/** A document type the completion of a labellisation request asks for. */
async function completionTypeId(): Promise<string> {
  const [type] = await t.database.db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.contexte, CONTEXTE_DEMANDE_LABELLISATION)).limit(1);
  return String(type!.id);
}

const named = async () => ({ nom: 'Pièce du fuzzing' });

const UPLOADS: UploadRoute[] = [
  { name: 'labellisation completion', url: async () => `/api/labellisation/demandes/${await demande(StatutDemandeLabellisation.EN_INTRODUCTION)}/completion/documents`, fields: UploadDocumentFields, valid: async () => ({ ...(await named()), typeDocumentId: await completionTypeId() }) },
  { name: 'labellisation DRC answer', url: async () => `/api/labellisation/demandes/${await demande(StatutDemandeLabellisation.EN_DRC)}/drc/documents`, fields: DrcDocumentFields, valid: named },
  { name: 'dossier DRC answer', url: async () => `/api/dossiers/${await dossier(S.DOSSIER_DEMANDE_INFOS)}/drc/upload-document`, fields: DrcDocumentFields, valid: named },
  { name: 'service report invoice', url: async () => `/api/dossiers/${await dossier(S.DOSSIER_PRESTATION_CONFIRME, 'documents')}/report/invoice`, fields: InvoiceFields, valid: async () => ({ numeroFacture: 'F-2', montantHtva: '100', dateFacture: '2026-03-25' }) },
  { name: 'service report activity report', url: async () => `/api/dossiers/${await dossier(S.DOSSIER_PRESTATION_CONFIRME, 'documents')}/report/activity-report`, fields: object({}), valid: async () => ({}) },
];

describe('the labellisation, DRC and service-report uploads, fuzzed on records that wait for documents', () => {
  for (const upload of UPLOADS) {
    it(`${upload.name}: no 5xx, no leak, nothing stored by a refused form`, { timeout: 0 }, async () => {
      const url = await upload.url();
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(uploadFormArbitrary(upload.fields, await upload.valid()), async (form) => {
          const before = await tableDigest(t.database.db);
          const response = await t.app.inject({ method: 'POST', url, headers: { authorization: presta, ...form.headers }, payload: form.payload });
          const what = `POST ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          statuses.add(response.statusCode);
          expect(response.statusCode, what).toBeLessThan(500);
          for (const leak of LEAKS) expect(response.body, what).not.toMatch(leak);
          if (response.statusCode >= 400) expect(changedTables(before, await tableDigest(t.database.db)), what).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // The record waited for documents: some generated forms were taken, so the fuzzing reached the storing.
      expect([...statuses]).toContain(201);
    });
  }
});
