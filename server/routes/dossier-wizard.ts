import type { FastifyInstance, FastifyRequest } from 'fastify';
import { array } from 'superstruct';
import { dossierDetailToWire } from '../wire/dossier-detail';
import { recordIdParam } from '../http/params';
import { dossierActionPolicy, WIZARDS } from '../http/policy';
import { route } from '../http/route';
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
import { DossierDetail } from '../../domain/wire/dossiers';
import { CompetenceChoice, Completeness, Consumption, PreviousDossier, TypeAide, TypeDocumentIntro } from '../../domain/wire/wizard';

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

  const viewing = { policy: dossierActionPolicy('view') };

  // Our path for the catalogue, which the spec does not show: beside the dossiers it is chosen for.
  app.get('/dossiers/types-aide', route({ policy: WIZARDS, result: array(TypeAide) }), async () => ({ result: await listTypesAide(db, config) }));

  app.post('/dossiers/add', route({ policy: WIZARDS, body: AddDossierPayload, created: true, result: DossierDetail }), async (request, reply) => {
    const caller = await loadDossierCaller(db, requireAuth(request));
    const dossierId = await addDossier(db, config, caller, request.body);
    return reply.status(201).send({ result: dossierDetailToWire(caller, await wizardDossierDetail(db, caller, dossierId)) });
  });

  app.get('/dossiers/:id/available-competences', route({ ...viewing, result: array(CompetenceChoice) }), async (request) => ({ result: await availableCompetences(db, await viewable(request)) }));

  app.get('/dossiers/:id/consumption', route({ ...viewing, result: Consumption }), async (request) => ({ result: await loadConsumption(db, config, await viewable(request)) }));

  app.get('/dossiers/:id/possible-previous-dossiers', route({ ...viewing, result: array(PreviousDossier) }), async (request) => ({ result: await possiblePreviousDossiers(db, await viewable(request)) }));

  app.get('/dossiers/:id/is-valid', route({ ...viewing, result: Completeness }), async (request) => ({ result: await dossierCompleteness(db, config, await viewable(request)) }));

  app.get('/dossiers/:id/types-document/intro-dossier', route({ ...viewing, result: array(TypeDocumentIntro) }), async (request) => {
    const stored = await viewable(request);
    return { result: await introDocumentTypes(db, stored.row.id) };
  });
}
