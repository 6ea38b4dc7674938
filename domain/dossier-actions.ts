/**
 * The names of every dossier action (their rules are in machines/access/dossierActions.ts). Listed here so that
 * the dossier's wire schema (domain/wire/dossiers.ts) can name each of its `actions` without importing a machine.
 */
export const DOSSIER_ACTIONS = [
  'view',
  'complete',
  'reply',
  'edit',
  'duplicate',
  'delete',
  'cancel',
  'validateIntroduction',
  'submitIntroduction',
  'manageDocuments',
  'askPrestataire',
  'editReport',
  'manageReportDocuments',
  'editInvoice',
  'submitReport',
  'validateReport',
  'refuseReport',
  'cancelServiceByProvider',
  'declareAdmissible',
  'declareInadmissible',
  'askInformation',
  'registerSharePayment',
  'approveService',
  'cancelService',
  'cancelAndSettle',
  'settle',
  'cancelAfterSettlement',
  'markObsolete',
] as const;

export type DossierAction = (typeof DOSSIER_ACTIONS)[number];
