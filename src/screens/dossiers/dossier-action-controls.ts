import type { DossierAction } from '../../../machines/access/dossierActions';

/**
 * What each action's control does: open the dossier, open a screen of the right's wizard (`saved`: the
 * screen of the dossier's saved step), ask for confirmation (and a justification) here and act, or wait for the screen that
 * a later issue brings, shown disabled meanwhile: an action the server offers is never hidden.
 */
export type DossierActionControl =
  | { kind: 'dossier' }
  | { kind: 'wizard'; screen: 'saved' | 'recapitulatif' | 'documents' }
  | { kind: 'confirm'; tone: 'default' | 'danger'; justification?: true }
  | { kind: 'later' };

/** Keyed by every action, so that a new action of the rules does not compile until it has its control. */
export const DOSSIER_ACTION_CONTROLS = {
  view: { kind: 'dossier' },
  complete: { kind: 'wizard', screen: 'saved' },
  // The DRC answer (/drc/{id}/reponse) and the dossier-edit screens come with their own issue.
  reply: { kind: 'later' },
  edit: { kind: 'later' },
  duplicate: { kind: 'confirm', tone: 'default' },
  delete: { kind: 'confirm', tone: 'danger' },
  cancel: { kind: 'confirm', tone: 'danger', justification: true },
  validateIntroduction: { kind: 'wizard', screen: 'recapitulatif' },
  submitIntroduction: { kind: 'wizard', screen: 'documents' },
  manageDocuments: { kind: 'wizard', screen: 'documents' },
  askPrestataire: { kind: 'wizard', screen: 'recapitulatif' },
  // The service report (/rapportPrestation) and the manager's decisions have no screen yet.
  submitReport: { kind: 'later' },
  validateReport: { kind: 'later' },
  refuseReport: { kind: 'later' },
  cancelServiceByProvider: { kind: 'later' },
  declareAdmissible: { kind: 'later' },
  declareInadmissible: { kind: 'later' },
  askInformation: { kind: 'later' },
  registerSharePayment: { kind: 'later' },
  approveService: { kind: 'later' },
  cancelService: { kind: 'later' },
  cancelAndSettle: { kind: 'later' },
  settle: { kind: 'later' },
  cancelAfterSettlement: { kind: 'later' },
  markObsolete: { kind: 'later' },
} as const satisfies Record<DossierAction, DossierActionControl>;

/** The actions confirmed in a dialog of this screen. */
export type ConfirmedAction = {
  [A in DossierAction]: (typeof DOSSIER_ACTION_CONTROLS)[A] extends { kind: 'confirm' } ? A : never;
}[DossierAction];

export function isConfirmedAction(action: DossierAction): action is ConfirmedAction {
  return DOSSIER_ACTION_CONTROLS[action].kind === 'confirm';
}
