import { TypeDemandeLabellisation } from '../domain/labellisation';
import type { SubmissionFacts, SubmittedRequest } from '../domain/labellisation-submission';
import type { labelMachine } from '../machines/label.machine';
import type { labellisationRequestMachine } from '../machines/labellisationRequest.machine';
import type { submissionGroupMachine } from '../machines/submissionGroup.machine';
import type { EventFixtures, MachineModel } from './model';

const noop = () => undefined;

export const labellisationRequestModel = {
  events: {
    SUBMIT: [{ type: 'SUBMIT' }],
    CANCEL: [{ type: 'CANCEL' }],
    RECORD_OPINION: [{ type: 'RECORD_OPINION' }],
    OPEN_DRC: [{ type: 'OPEN_DRC' }],
    ANSWER_DRC: [{ type: 'ANSWER_DRC' }],
    VALIDATE: [{ type: 'VALIDATE' }],
    REFUSE: [{ type: 'REFUSE' }],
    CLOSE_WITHOUT_FOLLOW_UP: [{ type: 'CLOSE_WITHOUT_FOLLOW_UP' }],
    ARCHIVE: [{ type: 'ARCHIVE' }],
  } satisfies EventFixtures<typeof labellisationRequestMachine>,
  inert: { actions: { recordSubmission: noop, grantLabel: noop, recordOpinion: noop, notifyProvider: noop, notifyAdministration: noop } },
} satisfies MachineModel;

/** The label's last day in these walks: one expiry on that day (too early), one the day after. */
export const WALK_EXPIRY = '2027-06-30';

export const labelModel = {
  events: {
    SUSPEND: [{ type: 'SUSPEND' }],
    REINSTATE: [{ type: 'REINSTATE' }],
    RENEW: [{ type: 'RENEW' }],
    EXPIRE: [
      { type: 'EXPIRE', today: WALK_EXPIRY, expiry: WALK_EXPIRY },
      { type: 'EXPIRE', today: '2027-07-01', expiry: WALK_EXPIRY },
    ],
  } satisfies EventFixtures<typeof labelMachine>,
  inert: {},
} satisfies MachineModel;

const request = (reference: string, type: SubmittedRequest['type'], extra: Partial<SubmittedRequest> = {}): SubmittedRequest => ({
  reference,
  type,
  contexteRestreint: false,
  complete: true,
  renewalOf: null,
  ...extra,
});

const facts = (requests: SubmittedRequest[], systemAccessGranted = false): SubmissionFacts => ({ requests, systemAccessGranted, today: '2027-05-15', renewalWindowDays: 90 });

/** Selections the group walks with: each rule kept, and each broken once. */
export const SELECTIONS = {
  recognitionWithSystemAccess: facts([request('LAB-1', TypeDemandeLabellisation.RECONNAISSANCE), request('LAB-2', TypeDemandeLabellisation.ACCES_SYSTEME)]),
  recognitionAlone: facts([request('LAB-3', TypeDemandeLabellisation.RECONNAISSANCE)]),
  recognitionAccessGranted: facts([request('LAB-4', TypeDemandeLabellisation.RECONNAISSANCE)], true),
  thematicAccessAlone: facts([request('LAB-5', TypeDemandeLabellisation.ACCES_THEMATIQUE)], true),
  renewalTooEarly: facts([request('LAB-6', TypeDemandeLabellisation.RECONNAISSANCE, { renewalOf: { expiry: '2027-12-31' } })], true),
  competencesCovered: facts([request('LAB-7', TypeDemandeLabellisation.VALIDATION_COMPETENCE, { competencesNonCouvertes: [] })]),
  competenceNoLongerCovered: facts([request('LAB-8', TypeDemandeLabellisation.VALIDATION_COMPETENCE, { competencesNonCouvertes: ['La reconnaissance a expiré.'] })]),
  competencesWithRecognition: facts([request('LAB-9', TypeDemandeLabellisation.VALIDATION_COMPETENCE), request('LAB-10', TypeDemandeLabellisation.RECONNAISSANCE)], true),
} as const;

const selections = Object.values(SELECTIONS);

export const submissionGroupModel = {
  events: {
    CONFIRM_SELECTION: selections.map((selection) => ({ type: 'CONFIRM_SELECTION', facts: selection }) as const),
    BACK: [{ type: 'BACK' }],
    SUBMIT: selections.map((selection) => ({ type: 'SUBMIT', facts: selection }) as const),
  } satisfies EventFixtures<typeof submissionGroupMachine>,
  inert: { actions: { submitRequests: noop } },
} satisfies MachineModel;
