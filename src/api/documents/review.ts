import type { DocumentReviewPayload } from '../../../domain/schemas/dossiers';
import type { DossierDocument } from '../../../domain/wire/service-report';
import { api } from '../client';
import { useDossierMutation } from '../wizard/mutation';

/** POST /gestion/dossiers/{id}/documents/{docId}/review: a manager's verdict on a document (refused: with why). */
export function useReviewDocument(dossierId: number) {
  return useDossierMutation(({ documentId, ...review }: DocumentReviewPayload & { documentId: number }) =>
    api<DossierDocument>(`/gestion/dossiers/${dossierId}/documents/${documentId}/review`, { method: 'POST', body: review }),
  );
}
