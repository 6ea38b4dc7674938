import type { DossierAction } from '../../machines/access/dossierActions';
import type { RouteAccess } from '../http/route';
import { recordIdParam } from '../http/params';
import { requireAuth } from '../plugins/auth';
import { loadDossierCaller } from '../services/dossiers/caller';
import { requireDossierCaller } from '../services/dossiers/authorize';

/** The record-level check of a route on `/dossiers/:id/…`: may this caller take this action on that dossier. */
export const dossierAccess =
  (action: DossierAction): RouteAccess =>
  async (request) => {
    const { db } = request.server.ctx;
    await requireDossierCaller(db, recordIdParam(request.params, 'id'), action, await loadDossierCaller(db, requireAuth(request)));
  };
