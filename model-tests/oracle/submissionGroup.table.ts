import type { LabellisationSender } from './labellisationRequest.table';
import type { LifecycleTable } from './types';

/**
 * A submission group of labellisation requests (spec sections 2 and 4: "recognition-requests-submission ...
 * Steps: selection (1), confirmation (2)"; "requests are created, completed, then submitted in submission
 * groups"; "a recognition outside the restricted context needs a system-access request, submitted together or
 * already granted. A thematic-access request cannot be submitted alone"), written by hand.
 */
const SUBMITTER: LabellisationSender = { provider: { types: ['A'] } };
const RULES_READING = 'Reading: the submission rules are checked when the selection is confirmed and again at the submission, on facts read anew.';

export const submissionGroupTable: LifecycleTable<LabellisationSender> = {
  machine: 'submissionGroup',
  initial: 'selection',
  states: ['selection', 'confirmation', 'submitted'],
  finals: ['submitted'],
  rows: [
    { from: 'selection', event: 'CONFIRM_SELECTION', guard: 'rulesHold', to: 'confirmation', effects: [], by: SUBMITTER, reading: RULES_READING },
    { from: 'confirmation', event: 'BACK', to: 'selection', effects: [], by: SUBMITTER, reading: 'Reading: the provider may go back to its selection before submitting.' },
    {
      from: 'confirmation',
      event: 'SUBMIT',
      guard: 'rulesHold',
      to: 'submitted',
      effects: ['submitRequests'],
      by: SUBMITTER,
      reading: `Spec: "submit a recognition request" is A only; every request of the group is submitted (each one's own SUBMIT). ${RULES_READING}`,
    },
  ],
};
