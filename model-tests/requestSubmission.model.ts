import type { requestSubmissionMachine } from '../machines/requestSubmission.machine';
import type { EventFixtures, MachineModel } from './model';
import { OPENINGS } from './labellisation-openings';

export const requestSubmissionModel = {
  events: {
    VERIFY: [
      { type: 'VERIFY', demandeIds: [11, 12] },
      { type: 'VERIFY', demandeIds: [] },
    ],
    CHECKED: [
      { type: 'CHECKED', problems: [] },
      { type: 'CHECKED', problems: ["Une demande d'accès thématique ne peut pas être soumise seule."] },
    ],
    CHECK_FAILED: [{ type: 'CHECK_FAILED' }],
    PREVIOUS: [{ type: 'PREVIOUS' }],
    SUBMIT: [{ type: 'SUBMIT' }],
    SUBMITTED: [{ type: 'SUBMITTED' }],
    REFUSED: [{ type: 'REFUSED' }],
    OPEN: (['recognition', 'competence'] as const).flatMap((kind) => OPENINGS.map((opening) => ({ type: 'OPEN', kind, ...opening }) as const)),
  } satisfies EventFixtures<typeof requestSubmissionMachine>,
  inert: {},
} satisfies MachineModel;
