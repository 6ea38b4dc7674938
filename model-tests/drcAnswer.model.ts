import type { drcAnswerMachine } from '../machines/drcAnswer.machine';
import type { EventFixtures, MachineModel } from './model';

const noop = () => undefined;

export const drcAnswerModel = {
  events: {
    SEND: [
      { type: 'SEND', pendingFile: true },
      { type: 'SEND', pendingFile: false },
    ],
    ANSWERED: [{ type: 'ANSWERED' }],
    REFUSED: [{ type: 'REFUSED' }],
  } satisfies EventFixtures<typeof drcAnswerMachine>,
  inert: { actions: { askToAttachFile: noop } },
} satisfies MachineModel;
