import { invalidFields } from '../../../domain/errors';
import type { TransitionCheck } from '../dossiers/transition';
import { requireReportScreen } from './guard';

/**
 * The report's side of its status changes, checked in the transaction before the dossier's status moves:
 * the call's screen must be open to the caller (the service-report guard), and the report must hold what
 * the step needs, said field by field (400) rather than as a bare 409 from the report's machine.
 */

/** POST /dossiers/{id}/report/submit-to-beneficiary, from the documents screen: both documents are there. */
export const reportSubmissionCheck: TransitionCheck = async ({ tx, stored, caller }) => {
  const report = await requireReportScreen(tx, stored, caller, 'documents');
  const missing = [
    ...(report?.factureDocumentId ? [] : ['Déposez la facture.']),
    ...(report?.rapportActiviteDocumentId ? [] : ["Déposez le rapport d'activité."]),
  ];
  if (missing.length > 0) throw invalidFields(missing.map((message) => ({ field: 'documents', message })));
};

/** POST /dossiers/{id}/report/validate, from the validation screen: an activity report invalidated by a new invoice must be replaced first. */
export const reportValidationCheck: TransitionCheck = async ({ tx, stored, caller }) => {
  const report = await requireReportScreen(tx, stored, caller, 'validation');
  if (!report?.rapportActiviteDocumentId) {
    throw invalidFields([{ field: 'documents', message: "Une nouvelle facture a été déposée : le prestataire doit déposer un nouveau rapport d'activité avant que le rapport puisse être validé." }]);
  }
};

/** POST /dossiers/{id}/report/refuse, from the validation screen. */
export const reportRefusalCheck: TransitionCheck = async ({ tx, stored, caller }) => {
  await requireReportScreen(tx, stored, caller, 'validation');
};
