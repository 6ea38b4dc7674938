import { api } from '../client';
import { documentsPath, type DossierDataTarget } from '../wizard/data-target';
import { useDossierMutation } from '../wizard/mutation';

/**
 * POST /dossiers/{id}/documents/{docId}/delete: removes a document uploaded by mistake, while the
 * introduction's documents are open; /edit/documents/{docId}/delete, one added by the dossier-edit screen.
 */
export function deleteDocument(dossierId: number, documentId: number, target: DossierDataTarget = 'introduction'): Promise<{ id: number; deleted: true }> {
  return api<{ id: number; deleted: true }>(`${documentsPath(dossierId, target)}/documents/${documentId}/delete`, { method: 'POST' });
}

export function useDeleteDocument(dossierId: number, target: DossierDataTarget) {
  return useDossierMutation((documentId: number) => deleteDocument(dossierId, documentId, target));
}
