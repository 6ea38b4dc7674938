import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { EtapePrestation, type EtapePrestationId } from '../../domain/encoding-steps';
import { REPORT_SCREENS, type ReportScreen } from '../../domain/service-report-screens';

/** What the service-report guard reads: the dossier's status, the report's saved step, and who visits. */
export interface ReportAccessFacts {
  statut: StatutDossierId;
  etape: EtapePrestationId;
  /** The visitor's side of the dossier: a provider contact, a beneficiary contact, or anyone else (managers included). */
  side: 'prestataire' | 'beneficiaire' | null;
  /** The dossier's provider and beneficiary are the same organisation. */
  sameOrganisation: boolean;
}

const DATA_STEPS: readonly EtapePrestationId[] = [EtapePrestation.PrestaDescription, EtapePrestation.PrestaSpecificites, EtapePrestation.PrestaRecapitulatif];
const DOCUMENT_STEPS: readonly EtapePrestationId[] = [EtapePrestation.PrestaDocument, EtapePrestation.PrestaValidation, EtapePrestation.PrestaConfirmation];
const DECISION_STEPS: readonly EtapePrestationId[] = [EtapePrestation.PrestaValidation, EtapePrestation.PrestaConfirmation];

/** The spec's service-report guard (section 4), screen by screen, on a dossier in status DOSSIER_PRESTATION_CONFIRME. */
function opens(screen: ReportScreen, { etape, side, sameOrganisation }: ReportAccessFacts): boolean {
  const provider = side === 'prestataire';
  switch (screen) {
    case 'description':
    case 'specificites':
      return provider && DATA_STEPS.includes(etape);
    case 'recapitulatif':
      return provider && etape === EtapePrestation.PrestaRecapitulatif;
    case 'documents':
      return provider && DOCUMENT_STEPS.includes(etape);
    case 'validation':
      return (side === 'beneficiaire' || (provider && sameOrganisation)) && DECISION_STEPS.includes(etape);
    case 'confirmation':
      return provider && etape === EtapePrestation.PrestaConfirmation;
  }
}

/**
 * Where a visit to a report screen goes, given which screens open to it: the screen itself when it opens;
 * otherwise, when the dossier is not in status 6, its recap (`dossier`), else the furthest report screen the
 * visitor may open, or the dossier's recap when there is none (a beneficiary before the report is submitted).
 */
export function reportScreenWhere(statut: StatutDossierId, wanted: ReportScreen, opensScreen: (screen: ReportScreen) => boolean): ReportScreen | 'dossier' {
  if (statut !== StatutDossier.DOSSIER_PRESTATION_CONFIRME) return 'dossier';
  if (opensScreen(wanted)) return wanted;
  return [...REPORT_SCREENS].reverse().find(opensScreen) ?? 'dossier';
}

/** Where a visit to a report screen goes under the guard's rule (the report's machine asks it, state by state). */
export function reportScreenFor(facts: ReportAccessFacts, wanted: ReportScreen): ReportScreen | 'dossier' {
  return reportScreenWhere(facts.statut, wanted, (screen) => opens(screen, facts));
}

/** The report screens the visitor may open, in screen order (the step bar's links). */
export function openReportScreens(facts: ReportAccessFacts): ReportScreen[] {
  if (facts.statut !== StatutDossier.DOSSIER_PRESTATION_CONFIRME) return [];
  return REPORT_SCREENS.filter((screen) => opens(screen, facts));
}
