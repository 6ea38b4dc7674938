import type { StatutDossierId } from './dossier-status';
import type { EtapeEncodageId } from './encoding-steps';

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

/** What the access rules read of a dossier: plain data, the same on the server and in the browser. */
export interface DossierForAccess {
  statut: StatutDossierId;
  etapeEncodage: EtapeEncodageId;
  anciennePlateforme: boolean;
  beneficiaireId: number | null;
  prestataireId: number | null;
  /** The service report was submitted to the beneficiary (a sub-state of status 6). */
  rapportSoumis: boolean;
  /** The contacts assigned to the dossier (its x_contacts): only they answer a DRC. */
  contactIds: readonly number[];
}
