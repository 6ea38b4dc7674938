import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { ServerConfig } from '../config';
import { DomainError, uploadError } from '../../domain/errors';
import { DOCUMENT_UPLOAD, type AcceptedUploadMime, type UploadRule } from '../../domain/documents';
import type { AcceptedUpload, ReceivedFile } from '../services/documents/received-file';
import { receiveUpload } from './receive-upload';

/** The type the file's content shows (its first bytes), whatever its name or declared type say. */
async function recognisedMime(file: ReceivedFile, rule: UploadRule): Promise<AcceptedUploadMime> {
  const detected = await fileTypeFromFile(file.path).catch(() => undefined);
  const mime = detected?.mime as AcceptedUploadMime | undefined;
  if (!mime || !rule.accepted.includes(mime)) throw uploadError('extensionNotAllowed', rule.messages);
  return mime;
}

/**
 * Receives a multipart upload and hands it to `store` once it is a non-empty, complete file of a type `rule`
 * accepts, within its size (spec section 5's upload errors otherwise, in the rule's words). What `store` fails
 * with unexpectedly is a technical error to the user and a log line here; the temporary file never outlives
 * the request.
 */
export async function withAcceptedUpload<T>(
  request: FastifyRequest,
  config: ServerConfig,
  store: (upload: AcceptedUpload) => Promise<T>,
  rule: UploadRule = DOCUMENT_UPLOAD,
): Promise<T> {
  const { fields, file } = await receiveUpload(request, config);
  try {
    if (!file || file.size === 0) throw uploadError('noFile', rule.messages);
    if (file.truncated || file.size > rule.maxBytes) throw uploadError('tooBig', rule.messages);
    const mime = await recognisedMime(file, rule);
    return await store({ file, mime, fields }).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
      request.log.error({ err: error }, 'upload not stored');
      throw uploadError('technical');
    });
  } finally {
    // Gone already when it was stored; otherwise nothing of the upload may stay.
    if (file) await rm(file.path, { force: true });
  }
}
