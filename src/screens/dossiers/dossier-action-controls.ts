import { MANAGER_DECISIONS, type DecisionText } from '../../../machines/access/managerDecisions';
import type { DossierAction } from '../../../machines/access/dossierActions';

/**
 * What each action's control does: open the dossier, open a screen of the right's wizard (`saved`: the
 * screen of the dossier's saved step), open the answer to a request for information (`drc`), open the
 * dossier-edit screen (`edit`), open the service report (`report`: `current` is the furthest screen its
 * guard opens), or ask for confirmation (and a justification) here and act. An action the server offers
 * is never hidden.
 */
export type DossierActionControl =
  | { kind: 'dossier' }
  | { kind: 'wizard'; screen: 'saved' | 'recapitulatif' | 'documents' }
  | { kind: 'drc' }
  | { kind: 'edit' }
  | { kind: 'report'; screen: 'current' | 'documents' | 'validation' }
  | { kind: 'confirm'; tone: 'default' | 'danger'; justification?: DecisionText };

/** Keyed by every action, so that a new action of the rules does not compile until it has its control. */
export const DOSSIER_ACTION_CONTROLS = {
  view: { kind: 'dossier' },
  complete: { kind: 'wizard', screen: 'saved' },
  reply: { kind: 'drc' },
  edit: { kind: 'edit' },
  duplicate: { kind: 'confirm', tone: 'default' },
  delete: { kind: 'confirm', tone: 'danger' },
  cancel: { kind: 'confirm', tone: 'danger', justification: 'justification' },
  validateIntroduction: { kind: 'wizard', screen: 'recapitulatif' },
  submitIntroduction: { kind: 'wizard', screen: 'documents' },
  manageDocuments: { kind: 'wizard', screen: 'documents' },
  askPrestataire: { kind: 'wizard', screen: 'recapitulatif' },
  editReport: { kind: 'report', screen: 'current' },
  manageReportDocuments: { kind: 'report', screen: 'documents' },
  editInvoice: { kind: 'report', screen: 'documents' },
  submitReport: { kind: 'report', screen: 'documents' },
  validateReport: { kind: 'report', screen: 'validation' },
  refuseReport: { kind: 'report', screen: 'validation' },
  cancelServiceByProvider: { kind: 'confirm', tone: 'danger', justification: 'justification' },
  // The administration's decisions, asked here with the text each carries (machines/access/managerDecisions.ts).
  declareAdmissible: { kind: 'confirm', tone: 'default', justification: MANAGER_DECISIONS.declareAdmissible.text },
  declareInadmissible: { kind: 'confirm', tone: 'danger', justification: MANAGER_DECISIONS.declareInadmissible.text },
  askInformation: { kind: 'confirm', tone: 'default', justification: MANAGER_DECISIONS.askInformation.text },
  registerSharePayment: { kind: 'confirm', tone: 'default', justification: MANAGER_DECISIONS.registerSharePayment.text },
  approveService: { kind: 'confirm', tone: 'default', justification: MANAGER_DECISIONS.approveService.text },
  cancelService: { kind: 'confirm', tone: 'danger', justification: MANAGER_DECISIONS.cancelService.text },
  cancelAndSettle: { kind: 'confirm', tone: 'danger', justification: MANAGER_DECISIONS.cancelAndSettle.text },
  settle: { kind: 'confirm', tone: 'default', justification: MANAGER_DECISIONS.settle.text },
  cancelAfterSettlement: { kind: 'confirm', tone: 'danger', justification: MANAGER_DECISIONS.cancelAfterSettlement.text },
  markObsolete: { kind: 'confirm', tone: 'danger', justification: MANAGER_DECISIONS.markObsolete.text },
} as const satisfies Record<DossierAction, DossierActionControl>;

/** The actions confirmed in a dialog of this screen. */
export type ConfirmedAction = {
  [A in DossierAction]: (typeof DOSSIER_ACTION_CONTROLS)[A] extends { kind: 'confirm' } ? A : never;
}[DossierAction];

export function isConfirmedAction(action: DossierAction): action is ConfirmedAction {
  return DOSSIER_ACTION_CONTROLS[action].kind === 'confirm';
}
