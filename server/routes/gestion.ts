import type { FastifyInstance } from 'fastify';
import { array, number, object } from 'superstruct';
import { MANAGER_DECISIONS, type DecisionText, type ManagerDecision } from '../../machines/access/managerDecisions';
import { AskTextPayload, AssignPayload, DocumentReviewPayload, JustificationPayload, OptionalJustificationPayload, VersionPayload } from '../../domain/schemas/dossiers';
import { WORKFLOW_MOVE_PATHS, WORKFLOW_MOVES } from '../../machines/managerWorkflow.state';
import { recordIdParam } from '../http/params';
import { MANAGER } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { reviewDocument } from '../services/documents/review';
import { loadDossierCaller } from '../services/dossiers/caller';
import { dossierAccess } from './dossier-access';
import { listGestionnaires, moveDossierWorkflow } from '../services/dossiers/workflow';
import { dossierDocumentOf } from '../../domain/dossier-document';
import { registerTransitionRoutes, transitionRoute, type TransitionRoute } from './dossier-transitions';
import { DossierDocument } from '../../domain/wire/service-report';
import { Gestionnaire } from '../../domain/wire/dossiers';

/** A workflow move's answer: the dossier moved (its detail is read again by the screen). */
const MovedDossier = object({ id: number() });

/** The route of a decision, with the schema of the text it carries. */
function decisionRoute(decision: ManagerDecision, text: DecisionText, path: string) {
  switch (text) {
    case 'none':
      return transitionRoute(path, decision, VersionPayload);
    case 'justification':
      return transitionRoute(path, decision, JustificationPayload);
    case 'question':
      return transitionRoute(path, decision, AskTextPayload);
    case 'optionalJustification':
      return transitionRoute(path, decision, OptionalJustificationPayload);
  }
}

/** One status-changing route per decision of MANAGER_DECISIONS. */
export const MANAGER_DECISION_ROUTES: readonly TransitionRoute[] = (Object.keys(MANAGER_DECISIONS) as ManagerDecision[]).map((decision) => {
  const { path, text } = MANAGER_DECISIONS[decision];
  return decisionRoute(decision, text, `/gestion/dossiers/:id/${path}`);
});

/**
 * The administration's decisions on a dossier (a manager or an administrator), and its verdict on each of the
 * dossier's documents: the spec does not show these calls; they exist so that a dossier can live its whole
 * life in the product.
 */
export async function gestionRoutes(app: FastifyInstance) {
  // Every manager sees every dossier: the record-level check before the body is that the dossier exists.
  const examined = dossierAccess('view');
  registerTransitionRoutes(app, MANAGER_DECISION_ROUTES);

  app.post('/gestion/dossiers/:id/documents/:docId/review', route({ policy: MANAGER, access: examined, body: DocumentReviewPayload, result: DossierDocument }), async (request) => {
    const reviewed = await reviewDocument(app.ctx.db, {
      dossierId: recordIdParam(request.params, 'id'),
      documentId: recordIdParam(request.params, 'docId'),
      managerId: requireAuth(request).contactId,
      review: request.body as DocumentReviewPayload,
    });
    return { result: dossierDocumentOf(reviewed, reviewed.dossierId!) };
  });

  // The administration's own follow-up (Workflow steps of spec section 3; our paths): who a dossier is assigned to, and its step.
  app.get('/gestion/gestionnaires', route({ policy: MANAGER, result: array(Gestionnaire) }), async () => ({ result: await listGestionnaires(app.ctx.db) }));

  app.post('/gestion/dossiers/:id/assign', route({ policy: MANAGER, access: examined, body: AssignPayload, result: MovedDossier }), async (request) => {
    const dossierId = recordIdParam(request.params, 'id');
    const { gestionnaireId, version } = request.body as AssignPayload;
    const caller = await loadDossierCaller(app.ctx.db, requireAuth(request));
    await moveDossierWorkflow(app.ctx.db, { dossierId, caller, event: 'ASSIGN', gestionnaireId, expectedVersion: version });
    return { result: { id: dossierId } };
  });

  for (const move of WORKFLOW_MOVES) {
    app.post(`/gestion/dossiers/:id/workflow/${WORKFLOW_MOVE_PATHS[move]}`, route({ policy: MANAGER, access: examined, body: VersionPayload, result: MovedDossier }), async (request) => {
      const dossierId = recordIdParam(request.params, 'id');
      const caller = await loadDossierCaller(app.ctx.db, requireAuth(request));
      await moveDossierWorkflow(app.ctx.db, { dossierId, caller, event: move, expectedVersion: (request.body as VersionPayload).version });
      return { result: { id: dossierId } };
    });
  }
}
