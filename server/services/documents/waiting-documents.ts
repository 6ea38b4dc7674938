import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, dossierHistory, typesDocument } from '../../db/schema/index';
import { notFound } from '../../../domain/errors';
import { TYPE_DOCUMENT_REPONSE_DRC } from '../../../domain/documents';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { authorizeDossierAction } from '../dossiers/authorize';
import { findDossier } from '../dossiers/stored';

/**
 * Who adds documents while the administration waits for information (statuses 5 and 9): whoever answers
 * its request (`reply`, spec section 2 DRC: a contact assigned to the dossier) and whoever edits the
 * dossier (`edit`: an Authority or Reference of the provider).
 */
export type WaitingDocumentsAction = 'reply' | 'edit';

/** The caller may add such documents now: 403 for anyone else, 409 once the dossier no longer waits. */
export async function requireWaitingDocuments(db: Db, dossierId: number, caller: DossierCaller, action: WaitingDocumentsAction) {
  const stored = await findDossier(db, dossierId);
  if (!stored) throw notFound();
  authorizeDossierAction(action, stored, caller);
  return stored;
}

/** The catalogue's id of the answers' documents (seeded at every start). */
export async function drcDocumentTypeId(db: Db): Promise<number> {
  const [type] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, TYPE_DOCUMENT_REPONSE_DRC));
  if (!type) throw new Error(`Type de document ${TYPE_DOCUMENT_REPONSE_DRC} absent du catalogue.`);
  return type.id;
}

/**
 * POST /dossiers/{id}/drc/documents/{docId}/delete and /edit/documents/{docId}/delete: a document added
 * since the request for information (the dossier's latest ASK_INFORMATION), not sent yet, is removed with its row.
 * Returns its stored name, for the file to be removed once the deletion is committed; a document sent
 * with an earlier answer, or part of the introduction, is not found.
 */
export async function deleteWaitingDocument(
  db: Db,
  { dossierId, documentId, caller, action }: { dossierId: number; documentId: number; caller: DossierCaller; action: WaitingDocumentsAction },
) {
  return db.transaction(async (tx) => {
    await requireWaitingDocuments(tx, dossierId, caller, action);
    // The request for information, not the latest row: the administration's own follow-up writes rows meanwhile.
    const [request] = await tx
      .select({ at: max(dossierHistory.at) })
      .from(dossierHistory)
      .where(and(eq(dossierHistory.dossierId, dossierId), eq(dossierHistory.event, 'ASK_INFORMATION')));
    if (!request?.at) throw notFound();
    const [deleted] = await tx
      .delete(documents)
      .where(and(eq(documents.id, documentId), eq(documents.dossierId, dossierId), gt(documents.createdAt, request.at)))
      .returning({ storageName: documents.storageName });
    if (!deleted) throw notFound();
    return deleted.storageName;
  });
}
