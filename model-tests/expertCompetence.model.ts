import type { expertCompetenceMachine } from '../machines/expertCompetence.machine';
import type { EventFixtures, MachineModel } from './model';

/** The voucher's last day in these walks: one expiry on that day (too early), one the day after. */
export const VOUCHER_EXPIRY = '2028-03-31';

export const expertCompetenceModel = {
  events: {
    REQUEST: [{ type: 'REQUEST' }],
    VALIDATE: [{ type: 'VALIDATE' }],
    REFUSE: [{ type: 'REFUSE' }],
    EXPIRE: [
      { type: 'EXPIRE', today: VOUCHER_EXPIRY, expiry: VOUCHER_EXPIRY },
      { type: 'EXPIRE', today: '2028-04-01', expiry: VOUCHER_EXPIRY },
    ],
    WITHDRAW: [{ type: 'WITHDRAW' }],
  } satisfies EventFixtures<typeof expertCompetenceMachine>,
  inert: { actions: { recordGrant: () => undefined } },
} satisfies MachineModel;
