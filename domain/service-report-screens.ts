import { EtapePrestation, type EtapePrestationId } from './encoding-steps';

/**
 * The service report's screens and the saved steps they stand for (spec sections 2 and 3), apart from the
 * report's rules: the routes read them before any screen loads.
 */

/** The report wizard's screens in screen order (/rapportPrestation/{dossierId}/<screen>). */
export const REPORT_SCREENS = ['description', 'specificites', 'recapitulatif', 'documents', 'validation', 'confirmation'] as const;
export type ReportScreen = (typeof REPORT_SCREENS)[number];

/**
 * The saved step each screen stands for (spec section 3). The flow follows the step ids' reading "34
 * document, 35 confirmation, 36 validation": the provider's submission to the beneficiary moves the report to
 * Confirmation (its confirmation screen, while the beneficiary's validation screen is open), and the
 * beneficiary's decision to Validation, after which the dossier has left status 6 and the guard sends
 * everyone to the dossier's recap.
 */
export const REPORT_SCREEN_STEP: Record<ReportScreen, EtapePrestationId> = {
  description: EtapePrestation.PrestaDescription,
  specificites: EtapePrestation.PrestaSpecificites,
  recapitulatif: EtapePrestation.PrestaRecapitulatif,
  documents: EtapePrestation.PrestaDocument,
  validation: EtapePrestation.PrestaValidation,
  confirmation: EtapePrestation.PrestaConfirmation,
};

/** The screen of a saved step: where a visit to the report resumes when the guard opens it. */
export function reportScreenOfEtape(etape: EtapePrestationId): ReportScreen {
  return REPORT_SCREENS.find((screen) => REPORT_SCREEN_STEP[screen] === etape)!;
}
