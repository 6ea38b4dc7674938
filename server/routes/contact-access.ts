import { forbidden } from '../../domain/errors';
import type { ContactLinks } from '../../machines/access/contactAccess';
import type { DossierCaller } from '../../machines/access/dossierScope';
import type { RouteAccess } from '../http/route';
import { recordIdParam } from '../http/params';
import { requireAuth } from '../plugins/auth';
import { loadContactCaller } from '../services/contacts/caller';
import { findVisibleContact } from '../services/contacts/visible';

/**
 * The record-level check of a route on `/contacts/:id/…`: 404 unless the caller may see the contact, 403 unless
 * `may` lets it act on it (machines/access/contactAccess.ts). The operation checks again in its own transaction.
 */
export const contactAccess =
  (may: (caller: DossierCaller, contact: ContactLinks) => boolean): RouteAccess =>
  async (request) => {
    const { db } = request.server.ctx;
    const caller = await loadContactCaller(db, requireAuth(request));
    const { access } = await findVisibleContact(db, caller, recordIdParam(request.params, 'id'));
    if (!may(caller, access)) throw forbidden();
  };

/** A contact's own choice (its e-mails): 403 to anyone but the contact itself, before its body is read. */
export const ownContactOnly: RouteAccess = async (request) => {
  if (requireAuth(request).contactId !== recordIdParam(request.params, 'id')) throw forbidden();
};
