import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompletionContactPayload, CompletionSpecificPayload } from '../../domain/schemas/labellisation-completion';
import { CompletionView, DemandeDetail, DemandeDocumentItem } from '../../domain/wire/labellisation';
import { DeletedRecord } from '../../domain/wire/shapes';
import { DrcDocumentFields, UploadDocumentFields } from '../../domain/schemas/wizard';
import { mayViewDemande } from '../../machines/access/labellisationAccess';
import { completionVerdict } from '../../machines/access/labellisationCompletion';
import { sendDocument } from '../http/document-reply';
import { notFound } from '../../domain/errors';
import { recordIdParam } from '../http/params';
import { MULTIPART, route } from '../http/route';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { withAcceptedUpload } from '../http/accept-upload';
import { UPLOAD_MULTIPART_OPTIONS } from '../http/receive-upload';
import { storeUpload } from '../services/documents/store-upload';
import { loadDossierCaller } from '../services/dossiers/caller';
import { assignContact, completeSpecificData, completionView } from '../services/labellisation/completion';
import { deleteDemandeDocument, demandeDocuments, documentTypeFor, findDemandeDocument, lockForDocuments, type DemandeDocumentKind } from '../services/labellisation/documents';
import { demandeDetail } from '../services/labellisation/read';
import { findDemande } from '../services/labellisation/transition';
import { removeUploads } from '../storage/uploads';
import { PROVIDER, READERS } from './labellisation';
import { demandeAccess } from './labellisation-access';

/**
 * The completion wizard of a labellisation request (README, Labellisation; our paths): its data, the contact who
 * follows the request, its specific data, and the documents of its completion and of an answer to a DRC, uploaded
 * exactly as a dossier's (the same multipart reading, size limit and recognition of the file type by its content).
 */
export async function labellisationCompletionRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // Only these routes (and the dossiers' uploads) read multipart bodies.
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);
  const caller = (request: FastifyRequest) => loadDossierCaller(db, requireAuth(request));
  const demandeOf = async (request: FastifyRequest) => {
    const demande = await findDemande(db, recordIdParam(request.params, 'id'));
    if (!demande) throw notFound();
    return demande;
  };

  app.get('/labellisation/demandes/:id/completion', route({ policy: PROVIDER, result: CompletionView }), async (request) => ({
    result: await completionView(db, await caller(request), await demandeOf(request)),
  }));

  // Each step answers the request as it now stands; its status is judged with the body, by the service.
  const COMPLETER = demandeAccess((caller, demande) => completionVerdict(caller, demande) !== 'forbidden');
  app.post('/labellisation/demandes/:id/completion/contact', route({ policy: PROVIDER, access: COMPLETER, body: CompletionContactPayload, result: DemandeDetail }), async (request) => {
    const who = await caller(request);
    return { result: await demandeDetail(db, who, await assignContact(db, who, recordIdParam(request.params, 'id'), request.body)) };
  });
  app.post('/labellisation/demandes/:id/completion/specific', route({ policy: PROVIDER, access: COMPLETER, body: CompletionSpecificPayload, result: DemandeDetail }), async (request) => {
    const who = await caller(request);
    return { result: await demandeDetail(db, who, await completeSpecificData(db, who, recordIdParam(request.params, 'id'), request.body)) };
  });

  /** A document of the completion (its type chosen in the form) or of the DRC answer (the answers' type), 201 with it as listed. */
  const upload = (kind: DemandeDocumentKind) =>
    app.post(`/labellisation/demandes/:id/${kind}/documents`, route({ policy: PROVIDER, body: MULTIPART, result: DemandeDocumentItem, created: true }), async (request, reply) => {
      const demandeId = recordIdParam(request.params, 'id');
      const who = await caller(request);
      // Refused before a byte is written, and again on the request as read in the storing transaction.
      await db.transaction((tx) => lockForDocuments(tx, who, demandeId, kind));
      const row = await withAcceptedUpload(request, config, async ({ file, mime, fields }) => {
        const { nom, typeDocumentId } = kind === 'completion' ? parse(UploadDocumentFields, fields) : { ...parse(DrcDocumentFields, fields), typeDocumentId: undefined };
        return storeUpload(db, config, {
          file,
          mime,
          owner: { demandeLabellisationId: demandeId },
          nom,
          typeDocumentId: await documentTypeFor(db, kind, typeDocumentId),
          contactId: who.contactId,
          check: async (tx) => void (await lockForDocuments(tx, who, demandeId, kind)),
        });
      });
      const listed = await demandeDocuments(db, who, (await findDemande(db, demandeId))!);
      return reply.status(201).send({ result: listed.find((d) => d.id === row.id) });
    });
  upload('completion');
  upload('drc');

  app.post('/labellisation/demandes/:id/documents/:docId/delete', route({ policy: PROVIDER, result: DeletedRecord }), async (request) => {
    const documentId = recordIdParam(request.params, 'docId');
    const storageName = await deleteDemandeDocument(db, await caller(request), recordIdParam(request.params, 'id'), documentId);
    await removeUploads(config, [storageName]);
    return { result: { id: documentId, deleted: true } };
  });

  // Whoever reads the request reads its documents; to anyone else a document does not exist.
  app.get('/labellisation/demandes/:id/documents/:docId', route({ policy: READERS }), async (request, reply) => {
    const demande = await demandeOf(request);
    const readable = mayViewDemande(await caller(request), demande);
    return sendDocument(reply, config, readable ? await findDemandeDocument(db, demande.id, recordIdParam(request.params, 'docId')) : null);
  });
}
