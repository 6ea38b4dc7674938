import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendDocument } from '../http/document-reply';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findReadableDocument } from '../services/documents/readable';

/** Spec section 7: GET /documents/{docId} and /documents/{docId}/dossier/{dossierId}, the stored file itself. */
export async function documentRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  async function send(request: FastifyRequest, reply: FastifyReply, dossierId?: number) {
    const documentId = recordIdParam(request.params, 'docId');
    const caller = await loadDossierCaller(db, requireAuth(request));
    return sendDocument(reply, config, await findReadableDocument(db, caller, documentId, dossierId));
  }

  const viewing = route({ policy: dossierActionPolicy('view') });
  app.get('/documents/:docId', viewing, (request, reply) => send(request, reply));
  app.get('/documents/:docId/dossier/:dossierId', viewing, (request, reply) => send(request, reply, recordIdParam(request.params, 'dossierId')));
}
