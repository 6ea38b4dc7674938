import type { FastifyInstance } from 'fastify';
import { AskTextPayload, JustificationPayload, OptionalJustificationPayload, VersionPayload } from '../../domain/schemas/dossiers';
import { registerTransitionRoutes, transitionRoute } from './dossier-transitions';

/**
 * The administration's decisions on a dossier (a manager or an administrator): the spec does not show
 * these calls; they exist so that a dossier can live its whole life in the product.
 */
export async function gestionRoutes(app: FastifyInstance) {
  registerTransitionRoutes(app, [
    transitionRoute('/gestion/dossiers/:id/admissible', 'declareAdmissible', VersionPayload),
    transitionRoute('/gestion/dossiers/:id/inadmissible', 'declareInadmissible', JustificationPayload),
    transitionRoute('/gestion/dossiers/:id/ask-information', 'askInformation', AskTextPayload),
    transitionRoute('/gestion/dossiers/:id/share-paid', 'registerSharePayment', VersionPayload),
    transitionRoute('/gestion/dossiers/:id/approve-service', 'approveService', VersionPayload),
    transitionRoute('/gestion/dossiers/:id/cancel-service', 'cancelService', JustificationPayload),
    transitionRoute('/gestion/dossiers/:id/cancel-and-settle', 'cancelAndSettle', JustificationPayload),
    transitionRoute('/gestion/dossiers/:id/settle', 'settle', VersionPayload),
    transitionRoute('/gestion/dossiers/:id/cancel-after-settlement', 'cancelAfterSettlement', JustificationPayload),
    transitionRoute('/gestion/dossiers/:id/obsolete', 'markObsolete', OptionalJustificationPayload),
  ]);
}
