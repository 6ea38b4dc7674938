import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import type { DocumentRow } from '../services/documents/readable';
import { EXTENSION_OF_MIME, uploadPath } from '../storage/uploads';
import type { AcceptedUploadMime } from '../../domain/documents';
import { notFound } from '../../domain/errors';

/** The document's name as the user gave it, with the extension its type implies, safe in a header. */
function contentDisposition(document: DocumentRow): string {
  const extension = EXTENSION_OF_MIME[document.mime as AcceptedUploadMime] ?? '';
  const name = document.nom.toLowerCase().endsWith(extension) ? document.nom : `${document.nom}${extension}`;
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || `document${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored document the caller may read (null when it may not, or does not exist: 404 either way), never cached. */
export async function sendDocument(reply: FastifyReply, config: ServerConfig, document: DocumentRow | null) {
  const file = document && uploadPath(config, document.storageName);
  const stats = file ? await stat(file).catch(() => null) : null;
  if (!document || !file || !stats?.isFile()) throw notFound();
  return reply
    .header('content-type', document.mime)
    .header('content-length', stats.size)
    .header('content-disposition', contentDisposition(document))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file));
}
