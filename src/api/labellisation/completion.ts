import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompletionContactPayload, CompletionSpecificPayload } from '../../../domain/schemas/labellisation-completion';
import type { CompletionView, DemandeDetail, DemandeDocumentItem } from '../../../domain/wire/labellisation';
import { api } from '../client';
import { sendUpload, type UploadProgress } from '../documents/upload';
import { labellisationKeys } from './keys';

/** GET /labellisation/demandes/{id}/completion: the request, the contacts who may follow it, the document types. */
export const completionQuery = (id: number) =>
  queryOptions({ queryKey: [...labellisationKeys.demande(id), 'completion'] as const, queryFn: () => api<CompletionView>(`/labellisation/demandes/${id}/completion`) });

export function useCompletionView(id: number) {
  return useQuery(completionQuery(id));
}

/** A change of the request: its detail, the lists and the dashboard are read again whatever the outcome (a 409 means stale). */
function useDemandeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: labellisationKeys.all }) });
}

/** POST …/completion/contact (step 1) and …/completion/specific (step 2): the request as it now stands. */
export function useCompletionStep(id: number) {
  return useDemandeMutation(
    (input: { step: 'contact'; body: CompletionContactPayload } | { step: 'specific'; body: CompletionSpecificPayload }) =>
      api<DemandeDetail>(`/labellisation/demandes/${id}/completion/${input.step}`, { method: 'POST', body: input.body }),
  );
}

export interface DemandeUpload {
  nom: string;
  /** A completion document's type; an answer's documents have their own. */
  typeDocumentId?: number;
  file: File | null;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

/** POST …/completion/documents or …/drc/documents (multipart: nom, typeDocumentId, file). */
export function useUploadDemandeDocument(id: number, kind: 'completion' | 'drc') {
  return useDemandeMutation(({ nom, typeDocumentId, file, onProgress, signal }: DemandeUpload) =>
    sendUpload<DemandeDocumentItem>(`/labellisation/demandes/${id}/${kind}/documents`, typeDocumentId === undefined ? { nom } : { nom, typeDocumentId: String(typeDocumentId) }, file, onProgress, signal),
  );
}

/** POST …/documents/{docId}/delete: a document the caller may still remove. */
export function useDeleteDemandeDocument(id: number) {
  return useDemandeMutation((documentId: number) => api<{ id: number; deleted: true }>(`/labellisation/demandes/${id}/documents/${documentId}/delete`, { method: 'POST' }));
}
