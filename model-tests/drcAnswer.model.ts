import type { drcAnswerMachine } from '../machines/drcAnswer.machine';
import type { EventFixtures, MachineModel } from './model';

export const drcAnswerModel = {
  events: { ANSWERED: [{ type: 'ANSWERED' }] } satisfies EventFixtures<typeof drcAnswerMachine>,
  inert: {},
} satisfies MachineModel;
