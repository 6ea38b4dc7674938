import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordIdParam } from '../http/params';
import { parse } from '../http/validate';
import { requireAuth } from '../plugins/auth';
import { AddDossierPayload } from '../../domain/schemas/wizard';
import { loadDossierCaller } from '../services/dossiers/caller';
import { availableCompetences } from '../services/wizard/competences';
import { dossierCompleteness } from '../services/wizard/completeness';
import { addDossier } from '../services/wizard/creation';
import { findViewableDossier, wizardDossierDetail } from '../services/wizard/detail';
import { loadConsumption } from '../services/wizard/financier';
import { possiblePreviousDossiers } from '../services/wizard/specificites';
import { introDocumentTypes } from '../services/wizard/submission';
import { listTypesAide } from '../services/wizard/types-aide';

/**
 * The wizards' calls besides the screens that save (dossier-configure.ts): the voucher catalogue, the
 * creation of a dossier, and the look-ups about one dossier, for whoever may see it.
 */
export async function dossierWizardRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  async function viewable(request: FastifyRequest) {
    const dossierId = recordIdParam(request.params, 'id');
    const caller = await loadDossierCaller(db, requireAuth(request));
    return findViewableDossier(db, caller, dossierId);
  }

  // Our path for the catalogue, which the spec does not show: beside the dossiers it is chosen for.
  app.get('/dossiers/types-aide', async () => ({ result: await listTypesAide(db, config) }));

  app.post('/dossiers/add', async (request, reply) => {
    const payload = parse(AddDossierPayload, request.body ?? {});
    const caller = await loadDossierCaller(db, requireAuth(request));
    const dossierId = await addDossier(db, config, caller, payload);
    return reply.status(201).send({ result: await wizardDossierDetail(db, config, caller, dossierId) });
  });

  app.get('/dossiers/:id/available-competences', async (request) => ({ result: await availableCompetences(db, await viewable(request)) }));

  app.get('/dossiers/:id/consumption', async (request) => ({ result: await loadConsumption(db, config, await viewable(request)) }));

  app.get('/dossiers/:id/possible-previous-dossiers', async (request) => ({ result: await possiblePreviousDossiers(db, await viewable(request)) }));

  app.get('/dossiers/:id/is-valid', async (request) => ({ result: await dossierCompleteness(db, config, await viewable(request)) }));

  app.get('/dossiers/:id/types-document/intro-dossier', async (request) => {
    const stored = await viewable(request);
    return { result: await introDocumentTypes(db, stored.row.id) };
  });
}
