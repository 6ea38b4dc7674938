import { api } from '../client';
import { useDossierMutation } from '../wizard/mutation';
import { sendUpload, type UploadProgress } from './upload';

interface DrcUpload {
  nom: string;
  file: File | null;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

/** POST /dossiers/{id}/drc/upload-document (multipart: nom, file): a document of the answer being written. */
export function useUploadDrcDocument(dossierId: number) {
  return useDossierMutation(({ nom, file, onProgress, signal }: DrcUpload) => sendUpload(`/dossiers/${dossierId}/drc/upload-document`, { nom }, file, onProgress, signal));
}

/** POST /dossiers/{id}/drc/documents/{docId}/delete: removes a document of the answer before it is sent. */
export function useDeleteDrcDocument(dossierId: number) {
  return useDossierMutation((documentId: number) => api<{ id: number; deleted: true }>(`/dossiers/${dossierId}/drc/documents/${documentId}/delete`, { method: 'POST' }));
}
