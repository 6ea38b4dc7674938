import multipart from '@fastify/multipart';
import { DossierDocument } from '../../domain/wire/service-report';
import { DeletedRecord } from '../../domain/wire/shapes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { DossierCaller } from '../../machines/access/dossierScope';
import { invalidFields } from '../../domain/errors';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy } from '../http/policy';
import { MULTIPART, route } from '../http/route';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { DrcDocumentFields, UploadDocumentFields } from '../../domain/schemas/wizard';
import { deleteIntroductionDocument, requireIntroductionDocuments } from '../services/documents/introduction-documents';
import { withAcceptedUpload } from '../http/accept-upload';
import { deleteWaitingDocument, drcDocumentTypeId, requireWaitingDocuments, type WaitingDocumentsAction } from '../services/documents/waiting-documents';
import { UPLOAD_MULTIPART_OPTIONS } from '../http/receive-upload';
import { storeUpload } from '../services/documents/store-upload';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findIntroDocumentType } from '../services/wizard/submission';
import { removeUploads } from '../storage/uploads';
import { dossierDocumentOf } from '../../domain/dossier-document';

/**
 * The introduction's documents (spec sections 5 and 7: multipart/form-data posts): POST
 * /dossiers/{id}/upload-document with the fields `nom`, `typeDocumentId` and `file`, answered 201 with the
 * stored document; and the removal of one uploaded by mistake. The same while the administration waits for
 * information: the documents of an answer to its request (/dossiers/{id}/drc/...), and those added by the
 * dossier-edit screen (/dossiers/{id}/edit/...), removable until the answer is sent. Our paths: the spec
 * shows none.
 */
export async function uploadRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // Only these routes read multipart bodies; everywhere else such a body is refused (415).
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);

  /** A document of one of the introduction's types, once `require` lets the caller add it (checked again as it is stored). */
  const introductionTypeUpload =
    (require: (db: Db, dossierId: number, caller: DossierCaller) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const dossierId = recordIdParam(request.params, 'id');
      const caller = await loadDossierCaller(db, requireAuth(request));
      // Refused before a byte is written.
      await require(db, dossierId, caller);
      const row = await withAcceptedUpload(request, config, async ({ file, mime, fields }) => {
        const { nom, typeDocumentId } = parse(UploadDocumentFields, fields);
        if (!(await findIntroDocumentType(db, typeDocumentId))) {
          throw invalidFields([{ field: 'typeDocumentId', message: "Ce type de document n'est pas demandé pour ce dossier." }]);
        }
        return storeUpload(db, config, {
          file,
          mime,
          owner: { dossierId },
          nom,
          typeDocumentId,
          contactId: caller.contactId,
          check: async (tx) => void (await require(tx, dossierId, caller)),
        });
      });
      return reply.status(201).send({ result: dossierDocumentOf(row, dossierId) });
    };

  const deletion = (remove: (db: Db, target: { dossierId: number; documentId: number; caller: DossierCaller }) => Promise<string>) => async (request: FastifyRequest) => {
    const dossierId = recordIdParam(request.params, 'id');
    const documentId = recordIdParam(request.params, 'docId');
    const caller = await loadDossierCaller(db, requireAuth(request));
    const storageName = await remove(db, { dossierId, documentId, caller });
    await removeUploads(config, [storageName]);
    return { result: { id: documentId, deleted: true } };
  };

  const managing = dossierActionPolicy('manageDocuments');
  app.post('/dossiers/:id/upload-document', route({ policy: managing, body: MULTIPART, result: DossierDocument, created: true }), introductionTypeUpload(requireIntroductionDocuments));
  app.post('/dossiers/:id/documents/:docId/delete', route({ policy: managing, result: DeletedRecord }), deletion(deleteIntroductionDocument));

  // The answer to a request for information: documents of the answers' own type.
  const answering = dossierActionPolicy('reply');
  app.post('/dossiers/:id/drc/upload-document', route({ policy: answering, body: MULTIPART, result: DossierDocument, created: true }), async (request, reply) => {
    const dossierId = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    await requireWaitingDocuments(db, dossierId, caller, 'reply');
    const row = await withAcceptedUpload(request, config, async ({ file, mime, fields }) =>
      storeUpload(db, config, {
        file,
        mime,
        owner: { dossierId },
        nom: parse(DrcDocumentFields, fields).nom,
        typeDocumentId: await drcDocumentTypeId(db),
        contactId: caller.contactId,
        check: async (tx) => void (await requireWaitingDocuments(tx, dossierId, caller, 'reply')),
      }),
    );
    return reply.status(201).send({ result: dossierDocumentOf(row, dossierId) });
  });

  const waiting = (action: WaitingDocumentsAction) => ({
    require: (tx: Db, dossierId: number, caller: DossierCaller) => requireWaitingDocuments(tx, dossierId, caller, action),
    remove: (tx: Db, target: { dossierId: number; documentId: number; caller: DossierCaller }) => deleteWaitingDocument(tx, { ...target, action }),
  });
  app.post('/dossiers/:id/drc/documents/:docId/delete', route({ policy: answering, result: DeletedRecord }), deletion(waiting('reply').remove));

  // The dossier-edit screen: documents of the introduction's types.
  const editing = dossierActionPolicy('edit');
  app.post('/dossiers/:id/edit/upload-document', route({ policy: editing, body: MULTIPART, result: DossierDocument, created: true }), introductionTypeUpload(waiting('edit').require));
  app.post('/dossiers/:id/edit/documents/:docId/delete', route({ policy: editing, result: DeletedRecord }), deletion(waiting('edit').remove));
}
