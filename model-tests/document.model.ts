import type { documentMachine } from '../machines/document.machine';
import type { EventFixtures, MachineModel } from './model';

export const documentModel = {
  events: {
    VERIFY_DOCUMENT: [{ type: 'VERIFY_DOCUMENT' }],
    REFUSE_DOCUMENT: [{ type: 'REFUSE_DOCUMENT' }],
    BENEFICIARY_VALIDATES: [{ type: 'BENEFICIARY_VALIDATES' }],
    BENEFICIARY_REFUSES: [{ type: 'BENEFICIARY_REFUSES' }],
    REFUSE_AUTOMATICALLY: [{ type: 'REFUSE_AUTOMATICALLY' }],
  } satisfies EventFixtures<typeof documentMachine>,
  inert: {},
} satisfies MachineModel;
