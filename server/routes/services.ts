import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { notFound } from '../../domain/errors';
import { WIZARDS } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { BceNumber } from '../../domain/schemas/organisation-search';
import { normaliseBce } from '../../domain/validators/bce';
import { loadDossierCaller } from '../services/dossiers/caller';
import { companyRegister } from '../services/register/company-register';
import { requireDossierSide } from '../services/wizard/organisation-search';
import { RegisterCompany } from '../../domain/wire/wizard';

const BceParams = object({ bce: BceNumber });

/**
 * GET /services/bce-lookup/{bce}: the company register's data on a company. An invalid number is 400, an
 * unknown one 404, a failing register 502 CompanyRegisterError (spec section 8, company-register failure).
 */
export async function serviceRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  app.get('/services/bce-lookup/:bce', route({ policy: WIZARDS, params: BceParams, result: RegisterCompany }), async (request) => {
    const { bce } = request.params;
    requireDossierSide(await loadDossierCaller(db, requireAuth(request)));
    const company = await companyRegister(db, config)(normaliseBce(bce)!);
    if (!company) throw notFound();
    return { result: company };
  });
}
