import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../http/errors';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { MULTIPART, route } from '../http/route';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { DrcDocumentFields, UploadDocumentFields } from '../../domain/schemas/wizard';
import { deleteDrcDocument, drcDocumentTypeId, requireDrcDocuments } from '../services/documents/drc-documents';
import { deleteIntroductionDocument, requireIntroductionDocuments } from '../services/documents/introduction-documents';
import { withAcceptedUpload } from '../services/documents/accept-upload';
import { UPLOAD_MULTIPART_OPTIONS } from '../services/documents/receive-upload';
import { storeUpload } from '../services/documents/store-upload';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findIntroDocumentType } from '../services/wizard/submission';
import { removeUploads } from '../storage/uploads';
import { dossierDocumentToWire } from '../wire/document';

/**
 * The introduction's documents (spec sections 5 and 7: multipart/form-data posts): POST
 * /dossiers/{id}/upload-document with the fields `nom`, `typeDocumentId` and `file`, answered 201 with the
 * stored document; and the removal of one uploaded by mistake. The same for the documents of an answer to a
 * request for information (/dossiers/{id}/drc/...). Our paths: the spec shows none.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // Only these routes read multipart bodies; everywhere else such a body is refused (415).
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);

  const managing = dossierActionPolicy('manageDocuments');

  app.post('/dossiers/:id/upload-document', route({ policy: managing, body: MULTIPART }), async (request, reply) => {
    const dossierId = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    // Refused before a byte is written.
    await requireIntroductionDocuments(db, dossierId, caller);
    const row = await withAcceptedUpload(request, config, async ({ file, mime, fields }) => {
      const { nom, typeDocumentId } = parse(UploadDocumentFields, fields);
      if (!(await findIntroDocumentType(db, typeDocumentId))) {
        throw invalidFields([{ field: 'typeDocumentId', message: "Ce type de document n'est pas demandé pour ce dossier." }]);
      }
      return storeUpload(db, config, {
        file,
        mime,
        dossierId,
        nom,
        typeDocumentId,
        contactId: caller.contactId,
        check: async (tx) => void (await requireIntroductionDocuments(tx, dossierId, caller)),
      });
    });
    return reply.status(201).send({ result: dossierDocumentToWire(row, dossierId) });
  });

  app.post('/dossiers/:id/documents/:docId/delete', route({ policy: managing }), async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const documentId = recordIdParam(request.params, 'docId');
    const caller = await loadDossierCaller(db, requireAuth(request));
    const storageName = await deleteIntroductionDocument(db, { dossierId, documentId, caller });
    await removeUploads(config, [storageName]);
    return { result: { id: documentId, deleted: true } };
  });

  // The documents of an answer to a request for information, added before the answer is sent (and removable until then).
  const answering = dossierActionPolicy('reply');

  app.post('/dossiers/:id/drc/upload-document', route({ policy: answering, body: MULTIPART }), async (request, reply) => {
    const dossierId = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    await requireDrcDocuments(db, dossierId, caller);
    const row = await withAcceptedUpload(request, config, async ({ file, mime, fields }) =>
      storeUpload(db, config, {
        file,
        mime,
        dossierId,
        nom: parse(DrcDocumentFields, fields).nom,
        typeDocumentId: await drcDocumentTypeId(db),
        contactId: caller.contactId,
        check: async (tx) => void (await requireDrcDocuments(tx, dossierId, caller)),
      }),
    );
    return reply.status(201).send({ result: dossierDocumentToWire(row, dossierId) });
  });

  app.post('/dossiers/:id/drc/documents/:docId/delete', route({ policy: answering }), async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const documentId = recordIdParam(request.params, 'docId');
    const caller = await loadDossierCaller(db, requireAuth(request));
    const storageName = await deleteDrcDocument(db, { dossierId, documentId, caller });
    await removeUploads(config, [storageName]);
    return { result: { id: documentId, deleted: true } };
  });
}
