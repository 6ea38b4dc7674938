import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import { conflict, invalidTransition, notFound } from '../../../domain/errors';
import { isStatutDocumentId } from '../../../domain/documents';
import type { DocumentEvent } from '../../../machines/document.machine';
import { nextStatutDocument } from '../../../machines/document.state';
import type { DocumentRow } from './readable';

const DOCUMENT_INVALID_TRANSITION = "Ce changement n'est pas possible dans l'état actuel du document : un document refusé automatiquement n'est plus examiné.";

export interface DocumentEventInput {
  /** The documents the event is about (a report's invoice and activity report); absent ones are skipped. */
  documentIds: ReadonlyArray<number | null>;
  /** When given, each document must be one of this dossier's (404 otherwise). */
  dossierId?: number;
  event: DocumentEvent;
  /** Who sends it; null for the platform itself. */
  contactId: number | null;
  at: Date;
  /** The manager's reason or note, kept with the status it sets (a review only). */
  commentaire?: string | null;
}

/**
 * Applies a status event to documents through the document machine, in the caller's transaction: each row
 * read and locked, 409 InvalidTransition when the machine refuses the event from its status, then the status
 * the machine reaches with who set it and when, written only on the status read.
 */
export async function applyDocumentEvent(tx: Db, input: DocumentEventInput): Promise<DocumentRow[]> {
  const present = input.documentIds.filter((id): id is number => id !== null);
  const updated: DocumentRow[] = [];
  for (const id of present) {
    const owned = input.dossierId === undefined ? eq(documents.id, id) : and(eq(documents.id, id), eq(documents.dossierId, input.dossierId));
    const [row] = await tx.select().from(documents).where(owned).for('update');
    if (!row) throw notFound();
    const statut = isStatutDocumentId(row.statut) ? nextStatutDocument(row.statut, input.event) : null;
    if (statut === null) throw invalidTransition(DOCUMENT_INVALID_TRANSITION);
    const comment = input.commentaire === undefined ? {} : { statutCommentaire: input.commentaire };
    const [saved] = await tx
      .update(documents)
      .set({ statut, statutPar: input.contactId, statutLe: input.at, ...comment })
      .where(and(eq(documents.id, row.id), eq(documents.statut, row.statut)))
      .returning();
    if (!saved) throw conflict();
    updated.push(saved);
  }
  return updated;
}
