import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PHOTO_UPLOAD } from '../../../domain/documents';
import { api, requestBlob } from '../client';
import { contactKeys } from '../contacts/contacts';
import { sendUpload, type UploadProgress } from '../documents/upload';

/** GET /contacts/{id}/photo: served only with the session, so fetched as a file; keyed by the photo's id, read again when it changes. */
const photoQuery = (contactId: number, photoId: number) =>
  queryOptions({ queryKey: [...contactKeys.detail(contactId), 'photo', photoId] as const, queryFn: () => requestBlob(`/contacts/${contactId}/photo`) });

export const useContactPhoto = (contactId: number, photoId: number | null) =>
  useQuery({ ...photoQuery(contactId, photoId ?? 0), enabled: photoId !== null });

/** POST /contacts/{id}/photo (multipart, JPEG or PNG: checked here first, by content on the server) and POST /contacts/{id}/photo/delete. */
export function useContactPhotoChanges(contactId: number) {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) });
  const replace = useMutation({
    mutationFn: ({ file, onProgress, signal }: { file: File | null; onProgress: UploadProgress; signal: AbortSignal }) =>
      sendUpload(`/contacts/${contactId}/photo`, {}, file, onProgress, signal, PHOTO_UPLOAD),
    onSettled: settled,
  });
  const remove = useMutation({ mutationFn: () => api<unknown>(`/contacts/${contactId}/photo/delete`, { method: 'POST' }), onSettled: settled });
  return { replace, remove };
}
