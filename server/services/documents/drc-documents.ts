import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, dossierHistory, typesDocument } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { TYPE_DOCUMENT_REPONSE_DRC } from '../../../domain/documents';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { authorizeDossierAction } from '../dossiers/authorize';
import { findDossier } from '../dossiers/stored';

/**
 * The documents of an answer to a request for information (spec section 2, DRC) are added by whoever may
 * answer it (the `reply` action: a contact assigned to the dossier, while it waits for information), before
 * the answer is sent: 403 for anyone else, 409 once the dossier no longer waits.
 */
export async function requireDrcDocuments(db: Db, dossierId: number, caller: DossierCaller) {
  const stored = await findDossier(db, dossierId);
  if (!stored) throw notFound();
  authorizeDossierAction('reply', stored, caller);
  return stored;
}

/** The catalogue's id of the answers' documents (seeded at every start). */
export async function drcDocumentTypeId(db: Db): Promise<number> {
  const [type] = await db.select({ id: typesDocument.id }).from(typesDocument).where(eq(typesDocument.code, TYPE_DOCUMENT_REPONSE_DRC));
  if (!type) throw new Error(`Type de document ${TYPE_DOCUMENT_REPONSE_DRC} absent du catalogue.`);
  return type.id;
}

/**
 * POST /dossiers/{id}/drc/documents/{docId}/delete: a document added to the answer not sent yet (after the
 * dossier's latest event, the request for information) is removed with its row. Returns its stored name,
 * for the file to be removed once the deletion is committed; a document already sent is not found.
 */
export async function deleteDrcDocument(db: Db, { dossierId, documentId, caller }: { dossierId: number; documentId: number; caller: DossierCaller }) {
  return db.transaction(async (tx) => {
    await requireDrcDocuments(tx, dossierId, caller);
    const [latest] = await tx.select({ at: max(dossierHistory.at) }).from(dossierHistory).where(eq(dossierHistory.dossierId, dossierId));
    const [deleted] = await tx
      .delete(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.dossierId, dossierId),
          eq(documents.typeDocumentId, await drcDocumentTypeId(tx)),
          gt(documents.createdAt, latest!.at!),
        ),
      )
      .returning({ storageName: documents.storageName });
    if (!deleted) throw notFound();
    return deleted.storageName;
  });
}
