import type { Db } from '../../db/client';
import { invalidTransition, notFound } from '../../../domain/errors';
import { MANAGER_QUEUE_STATUTS } from '../../../domain/manager-queue';
import type { DocumentReviewPayload } from '../../../domain/schemas/dossiers';
import { findDossier } from '../dossiers/stored';
import { applyDocumentEvent } from './transition';

/**
 * POST /gestion/dossiers/{id}/documents/{docId}/review: a manager marks a document of a dossier it examines
 * verified or refused (with why), and may revise its verdict while the dossier waits for the administration
 * (the desk's queue); 409 once it no longer does, or when the document machine refuses it (a document refused
 * automatically, replaced, is no longer examined). Who and when are kept with the status.
 */
export async function reviewDocument(db: Db, { dossierId, documentId, managerId, review }: { dossierId: number; documentId: number; managerId: number; review: DocumentReviewPayload }) {
  return db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId, 'share');
    if (!stored) throw notFound();
    if (!MANAGER_QUEUE_STATUTS.includes(stored.access.statut)) throw invalidTransition("Les documents ne s'examinent que pendant l'examen du dossier par l'administration.");
    const [reviewed] = await applyDocumentEvent(tx, {
      documentIds: [documentId],
      dossierId,
      event: { type: review.verdict === 'VERIFIE' ? 'VERIFY_DOCUMENT' : 'REFUSE_DOCUMENT' },
      contactId: managerId,
      at: new Date(),
      commentaire: review.commentaire?.trim() || null,
    });
    if (!reviewed) throw notFound();
    return reviewed;
  });
}
