import { api } from '../client';
import { useDossierMutation } from '../wizard/mutation';

/** POST /dossiers/{id}/documents/{docId}/delete: removes a document uploaded by mistake, while the introduction's documents are open. */
export function deleteDocument(dossierId: number, documentId: number): Promise<{ id: number; deleted: true }> {
  return api<{ id: number; deleted: true }>(`/dossiers/${dossierId}/documents/${documentId}/delete`, { method: 'POST' });
}

export function useDeleteDocument(dossierId: number) {
  return useDossierMutation((documentId: number) => deleteDocument(dossierId, documentId));
}
