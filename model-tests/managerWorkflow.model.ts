import type { managerWorkflowMachine } from '../machines/managerWorkflow.machine';
import type { EventFixtures, MachineModel } from './model';

export const managerWorkflowModel = {
  events: {
    ASSIGN: [{ type: 'ASSIGN' }],
    START_PROCESSING: [{ type: 'START_PROCESSING' }],
    SEND_TO_SIGNATURE: [{ type: 'SEND_TO_SIGNATURE' }],
    BACK_TO_PROCESSING: [{ type: 'BACK_TO_PROCESSING' }],
    OPEN_DISPUTE: [{ type: 'OPEN_DISPUTE' }],
  } satisfies EventFixtures<typeof managerWorkflowMachine>,
  inert: {},
} satisfies MachineModel;
