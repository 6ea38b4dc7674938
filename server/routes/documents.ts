import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findReadableDocument, type DocumentRow } from '../services/documents/readable';
import { EXTENSION_OF_MIME, uploadPath } from '../storage/uploads';
import type { AcceptedUploadMime } from '../../domain/documents';

/** The document's name as the user gave it, with the extension its type implies, safe in a header. */
function contentDisposition(document: DocumentRow): string {
  const extension = EXTENSION_OF_MIME[document.mime as AcceptedUploadMime] ?? '';
  const name = document.nom.toLowerCase().endsWith(extension) ? document.nom : `${document.nom}${extension}`;
  const fallback = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || `document${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Spec section 7: GET /documents/{docId} and /documents/{docId}/dossier/{dossierId}, the stored file itself. */
export async function documentRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  async function send(request: FastifyRequest, reply: FastifyReply, dossierId?: number) {
    const documentId = recordIdParam(request.params, 'docId');
    const caller = await loadDossierCaller(db, requireAuth(request));
    const document = await findReadableDocument(db, caller, documentId, dossierId);
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

  const viewing = route({ policy: dossierActionPolicy('view') });
  app.get('/documents/:docId', viewing, (request, reply) => send(request, reply));
  app.get('/documents/:docId/dossier/:dossierId', viewing, (request, reply) => send(request, reply, recordIdParam(request.params, 'dossierId')));
}
