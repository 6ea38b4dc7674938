import { forbidden, notFound } from '../../domain/errors';
import { mayActInOrganisation } from '../../machines/access/organisationActions';
import type { ActionName } from '../../domain/permissions';
import type { RouteAccess } from '../http/route';
import { recordIdParam } from '../http/params';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { findOrganisation } from '../services/organisations/detail';

/**
 * The record-level check of a route on an organisation (its id in the `param` of the address): 404 when there is
 * none (or, with `liveOnly`, none still active), 403 when the caller's links give it no right to `action` there.
 * The operation checks again in its own transaction.
 */
export const organisationAccess =
  (param: string, action: ActionName, { liveOnly = false } = {}): RouteAccess =>
  async (request) => {
    const { db } = request.server.ctx;
    const organisation = await findOrganisation(db, recordIdParam(request.params, param));
    if (!organisation || (liveOnly && !organisation.actif)) throw notFound();
    if (!mayActInOrganisation(await loadDossierCaller(db, requireAuth(request)), organisation.id, action)) throw forbidden();
  };
