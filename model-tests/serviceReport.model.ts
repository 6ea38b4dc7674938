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
  } satisfies EventFixtures<typeof serviceReportMachine>,
  inert: { actions: { invalidateActivityReport: noop } },
} satisfies MachineModel;
