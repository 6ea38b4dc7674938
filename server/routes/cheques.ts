import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHEQUE_READER_DROITS, Droit } from '../../domain/droits';
import { ChequeExportFilter, ChequeListFilter } from '../../domain/schemas/cheques';
import { forbidden } from '../../domain/errors';
import { rights } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { chequesExport } from '../services/cheques/export';
import { sendExport } from '../http/export-reply';
import { listCheques, type ChequeScope } from '../services/cheques/list';
import { loadDossierCaller } from '../services/dossiers/caller';
import { providerOrganisationsFor } from '../services/organisations/scope';
import { ChequePage } from '../../domain/wire/cheques';

/**
 * POST /cheques and /cheques/export (our paths; the spec names the screen only): the cheque list and its export.
 * A provider (spec sections 2 and 6: "view cheques", A, R, E, I) reads those of the provider organisations where its
 * contact type allows it; an issuer (droit 6) every voucher of the platform, read-only (docs/cheques.md).
 */
export async function chequeRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  /** The provider organisations whose cheques the caller may view, on the configured platform; 403 when none. */
  const viewable = async (request: FastifyRequest): Promise<ChequeScope> => {
    const auth = requireAuth(request);
    if (auth.droitId === Droit.Emetteur) return { prestataireIds: 'all', plateformeId: config.platform.id };
    const prestataireIds = providerOrganisationsFor(await loadDossierCaller(db, auth), 'VIEW_CHEQUES');
    if (prestataireIds.length === 0) throw forbidden();
    return { prestataireIds, plateformeId: config.platform.id };
  };
  app.post('/cheques', route({ policy: rights(CHEQUE_READER_DROITS), body: ChequeListFilter, result: ChequePage }), async (request) => {
    return { result: await listCheques(db, config, await viewable(request), request.body) };
  });

  app.post('/cheques/export', route({ policy: rights(CHEQUE_READER_DROITS), body: ChequeExportFilter }), async (request, reply) => {
    return sendExport(reply, 'cheques', request.body.format, chequesExport(db, await viewable(request), request.body));
  });
}
