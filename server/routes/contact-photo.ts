import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_UPLOAD } from '../../domain/documents';
import { sendDocument } from '../http/document-reply';
import { recordIdParam } from '../http/params';
import { SIGNED_IN } from '../http/policy';
import { MULTIPART, route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { loadContactCaller } from '../services/contacts/caller';
import { findContactPhoto, removeContactPhoto, replaceContactPhoto } from '../services/contacts/photo';
import { withAcceptedUpload } from '../http/accept-upload';
import { UPLOAD_MULTIPART_OPTIONS } from '../http/receive-upload';
import { removeUploads } from '../storage/uploads';
import { RemovedPhoto, StoredPhoto } from '../../domain/wire/contacts';

/**
 * A contact's photo (spec sections 3 and 5: PhotoEmpreinteId, JPEG and PNG only). Our paths: the spec shows
 * none. Sent, replaced and removed by whoever may edit the contact's data; read by whoever may see the contact.
 */
export async function contactPhotoRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // Its own multipart reader: this plugin's routes only.
  await app.register(multipart, UPLOAD_MULTIPART_OPTIONS);

  app.get('/contacts/:id/photo', route({ policy: SIGNED_IN }), async (request, reply) => {
    const caller = await loadContactCaller(db, requireAuth(request));
    return sendDocument(reply, config, await findContactPhoto(db, caller, recordIdParam(request.params, 'id')));
  });

  app.post('/contacts/:id/photo', route({ policy: SIGNED_IN, body: MULTIPART, result: StoredPhoto, created: true }), async (request, reply) => {
    const contactId = recordIdParam(request.params, 'id');
    const caller = await loadContactCaller(db, requireAuth(request));
    const { row, replaced } = await withAcceptedUpload(request, config, (upload) => replaceContactPhoto(db, config, { caller, contactId, upload }), PHOTO_UPLOAD);
    if (replaced) await removeUploads(config, [replaced]);
    return reply.status(201).send({ result: { PhotoEmpreinteId: row.id, mime: row.mime, taille: row.taille } });
  });

  app.post('/contacts/:id/photo/delete', route({ policy: SIGNED_IN, result: RemovedPhoto }), async (request) => {
    const contactId = recordIdParam(request.params, 'id');
    const removed = await removeContactPhoto(db, await loadContactCaller(db, requireAuth(request)), contactId);
    if (removed) await removeUploads(config, [removed]);
    return { result: { id: contactId, PhotoEmpreinteId: null } };
  });
}
