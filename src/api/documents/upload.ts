import { API_VERSION_HEADER, refreshTokenIfExpired, reportApiFailure } from '../client';
import { errorKind, type ApiFailure } from '../errors';
import { readToken } from '../token-store';
import type { DossierDocument } from '../dossiers/types';
import { documentsPath, type DossierDataTarget } from '../wizard/data-target';
import { DOCUMENT_UPLOAD, UPLOAD_ERROR_MESSAGES, uploadErrorKindOfCode, uploadErrorOf, type UploadErrorKind, type UploadRule } from '../../../domain/documents';

declare const __API_VERSION__: string;

export interface UploadDocumentInput {
  file: File | null | undefined;
  nom: string;
  typeDocumentId: number;
}

/** Why an upload failed: one of the six kinds of spec section 5, with its French message (and the fields of a 400). */
export class UploadFailure extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string = UPLOAD_ERROR_MESSAGES[kind],
    readonly status = 0,
    readonly fields?: ApiFailure['fields'],
  ) {
    super(message);
  }
}

/** The share of the file sent so far, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function failureOf(xhr: XMLHttpRequest): UploadFailure {
  if (xhr.status === 0) return new UploadFailure('interrupted');
  const body = (xhr.response ?? {}) as Partial<ApiFailure>;
  const failure: ApiFailure = {
    status: xhr.status,
    code: typeof body.code === 'string' ? body.code : xhr.statusText || 'unexpected',
    message: typeof body.message === 'string' ? body.message : null,
    ...(Array.isArray(body.fields) ? { fields: body.fields } : {}),
  };
  // The answers the whole app reacts to (expired token, maintenance, new version, 403, 404) go to the shell too.
  if (errorKind(failure) !== 'other') reportApiFailure(failure);
  let kind = uploadErrorKindOfCode(failure.code);
  if (kind === 'unknown' && xhr.status === 413) kind = 'tooBig';
  if (kind === 'unknown' && xhr.status >= 500) kind = 'technical';
  return new UploadFailure(kind, failure.message ?? UPLOAD_ERROR_MESSAGES[kind], xhr.status, failure.fields);
}

/**
 * Sends a file with its text fields (multipart/form-data) to `path`, reporting progress as it goes; `signal`
 * aborts it (an interrupted upload: the server keeps nothing of it). XMLHttpRequest rather than fetch, which
 * cannot report upload progress. Resolves with the stored document, rejects with an UploadFailure.
 */
export async function sendUpload<T = DossierDocument>(
  path: string,
  fields: Record<string, string>,
  file: File | null | undefined,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
  rule: UploadRule = DOCUMENT_UPLOAD,
): Promise<T> {
  // What the browser can tell before sending: no file, too big, a type that is not accepted.
  const early = uploadErrorOf(file, rule.accepted, rule.maxBytes);
  if (early) throw new UploadFailure(early, rule.messages[early]);
  await refreshTokenIfExpired();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file!, file!.name);
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadFailure('interrupted'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader(API_VERSION_HEADER, __API_VERSION__);
    const stored = readToken();
    if (stored) xhr.setRequestHeader('Authorization', `Bearer ${stored.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve((xhr.response as { result: T }).result);
      } else {
        reject(failureOf(xhr));
      }
    };
    xhr.onerror = () => reject(new UploadFailure('interrupted'));
    xhr.onabort = () => reject(new UploadFailure('interrupted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** POST /dossiers/{id}/upload-document (or /edit/upload-document): a document of one of the introduction's types (nom, typeDocumentId, file). */
export function uploadDocument(
  dossierId: number,
  { file, nom, typeDocumentId }: UploadDocumentInput,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
  target: DossierDataTarget = 'introduction',
) {
  return sendUpload(`${documentsPath(dossierId, target)}/upload-document`, { nom, typeDocumentId: String(typeDocumentId) }, file, onProgress, signal);
}
