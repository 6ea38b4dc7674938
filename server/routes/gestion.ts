import type { FastifyInstance } from 'fastify';
import { MANAGER_DECISIONS, type DecisionText, type ManagerDecision } from '../../machines/access/managerDecisions';
import { AskTextPayload, DocumentReviewPayload, JustificationPayload, OptionalJustificationPayload, VersionPayload } from '../../domain/schemas/dossiers';
import { recordIdParam } from '../http/params';
import { MANAGER } from '../http/policy';
import { route } from '../http/route';
import { requireAuth } from '../plugins/auth';
import { reviewDocument } from '../services/documents/review';
import { dossierDocumentToWire } from '../wire/document';
import { registerTransitionRoutes, transitionRoute } from './dossier-transitions';

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

/**
 * The administration's decisions on a dossier (a manager or an administrator), and its verdict on each of the
 * dossier's documents: the spec does not show these calls; they exist so that a dossier can live its whole
 * life in the product.
 */
export async function gestionRoutes(app: FastifyInstance) {
  registerTransitionRoutes(
    app,
    (Object.keys(MANAGER_DECISIONS) as ManagerDecision[]).map((decision) => {
      const { path, text } = MANAGER_DECISIONS[decision];
      return decisionRoute(decision, text, `/gestion/dossiers/:id/${path}`);
    }),
  );

  app.post('/gestion/dossiers/:id/documents/:docId/review', route({ policy: MANAGER, body: DocumentReviewPayload }), async (request) => {
    const reviewed = await reviewDocument(app.ctx.db, {
      dossierId: recordIdParam(request.params, 'id'),
      documentId: recordIdParam(request.params, 'docId'),
      managerId: requireAuth(request).contactId,
      review: request.body as DocumentReviewPayload,
    });
    return { result: dossierDocumentToWire(reviewed, reviewed.dossierId!) };
  });
}
