import { describe, it } from 'vitest';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage } from '../../domain/encoding-steps';
import type { DossierAction } from '../../machines/access/dossierActions';
import { labelMachine } from '../../machines/label.machine';
import { serviceReportMachine } from '../../machines/serviceReport.machine';
import { CALLER_CONTACT_ID } from './callers';
import { BENEFICIARY_ORG, expectDossierSenders, PROVIDER_ORG } from './dossierSenders';
import { itEqualsItsTable } from './equality';
import { labelTable } from './label.table';
import { serviceReportTable } from './serviceReport.table';

describe('serviceReport equals its oracle table (spec sections 2, 4 and 5)', () => {
  itEqualsItsTable(serviceReportMachine, serviceReportTable);
});

describe('label equals its oracle table (spec section 3, labellisation status)', () => {
  itEqualsItsTable(labelMachine, labelTable);
});

/** The server's report call for each event (README "Service report"), whose access rule says who may send it. */
const ACTION_OF_EVENT: Record<string, DossierAction> = {
  SAVE_DESCRIPTION: 'editReport',
  SAVE_SPECIFICITES: 'editReport',
  CONFIRM_RECAP: 'editReport',
  INVOICE_UPLOADED: 'editInvoice',
  ACTIVITY_REPORT_UPLOADED: 'manageReportDocuments',
  SUBMIT_TO_BENEFICIARY: 'submitReport',
  BENEFICIARY_VALIDATES: 'validateReport',
  BENEFICIARY_REFUSES: 'refuseReport',
  OPEN_SCREEN: 'view',
};

describe("who may send each report event is who the server's access rules let send it (machines/access/dossierActions.ts)", () => {
  for (const row of serviceReportTable.rows.filter((r) => !r.by.platform)) {
    it(`${row.from} ${row.event}`, () =>
      expectDossierSenders(
        ACTION_OF_EVENT[row.event]!,
        {
          statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME,
          etapeEncodage: EtapeEncodage.DossierConfirmation,
          anciennePlateforme: false,
          beneficiaireId: BENEFICIARY_ORG,
          prestataireId: PROVIDER_ORG,
          rapportSoumis: row.from.startsWith('submitted'),
          contactIds: [CALLER_CONTACT_ID],
        },
        row.by,
      ));
  }
});
