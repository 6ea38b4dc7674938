import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import { notFound } from '../../../domain/errors';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { authorizeDossierAction } from '../dossiers/authorize';
import { findDossier } from '../dossiers/stored';
import { requireWizardScreen } from '../wizard/guard';

/**
 * The introduction's documents are managed from the documents screen of either wizard: the caller may
 * manage the dossier's documents (403) and the guard opens that screen (409), i.e. the data is locked
 * and the dossier not yet submitted.
 */
export async function requireIntroductionDocuments(db: Db, dossierId: number, caller: DossierCaller) {
  const stored = await findDossier(db, dossierId);
  if (!stored) throw notFound();
  authorizeDossierAction('manageDocuments', stored, caller);
  await requireWizardScreen(db, stored, caller, { introduction: 'documents', initiation: 'documents' });
  return stored;
}

/**
 * POST /dossiers/{id}/documents/{docId}/delete: a document uploaded by mistake is removed with its row.
 * Returns its stored name, for the file to be removed once the deletion is committed.
 */
export async function deleteIntroductionDocument(db: Db, { dossierId, documentId, caller }: { dossierId: number; documentId: number; caller: DossierCaller }) {
  return db.transaction(async (tx) => {
    await requireIntroductionDocuments(tx, dossierId, caller);
    const [deleted] = await tx
      .delete(documents)
      .where(and(eq(documents.id, documentId), eq(documents.dossierId, dossierId)))
      .returning({ storageName: documents.storageName });
    if (!deleted) throw notFound();
    return deleted.storageName;
  });
}
