import type { FastifyInstance } from 'fastify';
import { AnswerPayload, JustificationPayload, VersionPayload } from '../../domain/schemas/dossiers';
import { reportRefusalCheck, reportSubmissionCheck, reportValidationCheck } from '../services/service-report/checks';
import { submissionCheck, validationCheck } from '../services/wizard/submission';
import { registerTransitionRoutes, transitionRoute, type TransitionRoute } from './dossier-transitions';

/**
 * The status changes the provider and the beneficiary make. The introduction's validation and submission
 * are also the last screens of the introduction wizard: its guard and completeness are checked too. The spec names validate, confirm-documents,
 * submit-drc and cancel-introduced; it does not show the service report's calls, whose paths are ours
 * (the report's own in service-report.ts).
 */
export const DOSSIER_LIFECYCLE_ROUTES: readonly TransitionRoute[] = [
  transitionRoute('/dossiers/:id/validate', 'validateIntroduction', VersionPayload, validationCheck),
  transitionRoute('/dossiers/:id/confirm-documents', 'submitIntroduction', VersionPayload, submissionCheck),
  transitionRoute('/dossiers/:id/cancel-introduced', 'cancel', JustificationPayload),
  transitionRoute('/dossiers/:id/submit-drc', 'reply', AnswerPayload),
  transitionRoute('/dossiers/:id/report/submit-to-beneficiary', 'submitReport', VersionPayload, reportSubmissionCheck),
  transitionRoute('/dossiers/:id/report/validate', 'validateReport', VersionPayload, reportValidationCheck),
  transitionRoute('/dossiers/:id/report/refuse', 'refuseReport', JustificationPayload, reportRefusalCheck),
  transitionRoute('/dossiers/:id/cancel-service', 'cancelServiceByProvider', JustificationPayload),
];

export async function dossierLifecycleRoutes(app: FastifyInstance) {
  registerTransitionRoutes(app, DOSSIER_LIFECYCLE_ROUTES);
}
