import { StatutDossier } from '../domain/dossier-status';
import type { serviceReportMachine } from '../machines/serviceReport.machine';
import type { EventFixtures, MachineModel } from './model';

const noop = () => undefined;

export const serviceReportModel = {
  events: {
    SAVE_DESCRIPTION: [{ type: 'SAVE_DESCRIPTION' }],
    SAVE_SPECIFICITES: [{ type: 'SAVE_SPECIFICITES' }],
    CONFIRM_RECAP: [{ type: 'CONFIRM_RECAP' }],
    INVOICE_UPLOADED: [{ type: 'INVOICE_UPLOADED' }],
    ACTIVITY_REPORT_UPLOADED: [{ type: 'ACTIVITY_REPORT_UPLOADED' }],
    SUBMIT_TO_BENEFICIARY: [{ type: 'SUBMIT_TO_BENEFICIARY' }],
    BENEFICIARY_VALIDATES: [{ type: 'BENEFICIARY_VALIDATES' }],
    BENEFICIARY_REFUSES: [{ type: 'BENEFICIARY_REFUSES' }],
    AUTO_REJECTED: [{ type: 'AUTO_REJECTED' }],
    // The provider's description and documents screens, the beneficiary's validation: each state opens one of them.
    OPEN_SCREEN: [
      { type: 'OPEN_SCREEN', screen: 'description', visit: { statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME, side: 'prestataire', sameOrganisation: false } },
      { type: 'OPEN_SCREEN', screen: 'documents', visit: { statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME, side: 'prestataire', sameOrganisation: false } },
      { type: 'OPEN_SCREEN', screen: 'validation', visit: { statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME, side: 'beneficiaire', sameOrganisation: false } },
    ],
  } satisfies EventFixtures<typeof serviceReportMachine>,
  inert: { actions: { invalidateActivityReport: noop } },
} satisfies MachineModel;
