import type { FastifyInstance } from 'fastify';
import { Droit } from '../../domain/droits';
import { ChequeListFilter } from '../../domain/schemas/cheques';
import { forbidden } from '../http/errors';
import { rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { listCheques } from '../services/cheques/list';
import { loadDossierCaller } from '../services/dossiers/caller';
import { providerOrganisationsFor } from '../services/organisations/scope';

/**
 * POST /cheques (our path; the spec names the screen only): the cheque list, provider only (spec sections 2
 * and 6: "view cheques", A, R, E, I), over the provider organisations where the caller's contact type allows it.
 */
export async function chequeRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  app.post('/cheques', route({ policy: rights([Droit.Prestataire]), body: ChequeListFilter }), async (request) => {
    const caller = await loadDossierCaller(db, requireAuth(request));
    const prestataireIds = providerOrganisationsFor(caller, 'VIEW_CHEQUES');
    if (prestataireIds.length === 0) throw forbidden();
    return { result: await listCheques(db, config, prestataireIds, request.body) };
  });
}
