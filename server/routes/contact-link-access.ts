import { forbidden, notFound } from '../../domain/errors';
import type { DossierCaller } from '../../machines/access/dossierScope';
import type { RouteAccess } from '../http/route';
import { recordIdParam } from '../http/params';
import { requireAuth } from '../plugins/auth';
import { loadContactCaller } from '../services/contacts/caller';
import { findOrganisation } from '../services/organisations/detail';

/**
 * The record-level check of a route on a contact-organisation link (the organisation's id in `orgId`): 404 when
 * there is no such organisation, 403 unless `may` lets the caller act on its links. The caller is judged by all
 * its links, whatever right its session is under, as the services judge it; they check again in their transaction.
 */
export const contactLinkAccess =
  (may: (caller: DossierCaller, organisationId: number, params: unknown) => boolean): RouteAccess =>
  async (request) => {
    const { db } = request.server.ctx;
    const organisation = await findOrganisation(db, recordIdParam(request.params, 'orgId'));
    if (!organisation) throw notFound();
    if (!may(await loadContactCaller(db, requireAuth(request)), organisation.id, request.params)) throw forbidden();
  };
