import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import { invalidTransition, notFound } from '../../http/errors';
import { StatutDocument } from '../../../domain/documents';
import { MANAGER_QUEUE_STATUTS } from '../../../domain/manager-queue';
import type { DocumentReviewPayload } from '../../../domain/schemas/dossiers';
import { findDossier } from '../dossiers/stored';

/**
 * POST /gestion/dossiers/{id}/documents/{docId}/review: a manager marks a document of a dossier it examines
 * verified or refused (with why), and may revise its verdict while the dossier waits for the administration
 * (the desk's queue); 409 once it no longer does. Who and when are kept with the status.
 */
export async function reviewDocument(db: Db, { dossierId, documentId, managerId, review }: { dossierId: number; documentId: number; managerId: number; review: DocumentReviewPayload }) {
  return db.transaction(async (tx) => {
    const stored = await findDossier(tx, dossierId, 'share');
    if (!stored) throw notFound();
    if (!MANAGER_QUEUE_STATUTS.includes(stored.access.statut)) throw invalidTransition("Les documents ne s'examinent que pendant l'examen du dossier par l'administration.");
    const [reviewed] = await tx
      .update(documents)
      .set({
        statut: review.verdict === 'VERIFIE' ? StatutDocument.VERIFIE_GESTIONNAIRE : StatutDocument.REFUSE_GESTIONNAIRE,
        statutPar: managerId,
        statutLe: new Date(),
        statutCommentaire: review.commentaire?.trim() || null,
      })
      .where(and(eq(documents.id, documentId), eq(documents.dossierId, dossierId)))
      .returning();
    if (!reviewed) throw notFound();
    return reviewed;
  });
}
