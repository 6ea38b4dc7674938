import type { LifecycleTable, Party } from './types';

/**
 * A labellisation request (spec section 4: "in introduction, in examination, closed, completed, in DRC,
 * archived"; created, completed, submitted in groups; cancelled with a justification), written by hand from
 * SPEC.md and README's "Labellisation". The spec names the states but not which decision leads where.
 */
export interface LabellisationSender {
  provider?: Party;
  /** The reference and advice centres (rights 7 and 8). */
  centre?: true;
  /** The administration (rights 1-3). */
  administration?: true;
}

// "Submit a recognition request", "submit an expert competence validation": A only.
const SUBMITTER: LabellisationSender = { provider: { types: ['A'] } };
// Spec: "a request can be cancelled with a justification", by whom not shown. Reading: whoever may complete it (A, R).
const CANCELLER: LabellisationSender = { provider: { types: ['A', 'R'] } };
const ADMINISTRATION: LabellisationSender = { administration: true };
const CANCEL_READING = 'Spec: "a request can be cancelled with a justification"; the state it leads to is not shown. Reading: closed, whoever may complete it (A, R) cancels.';
const CLOSE_READING = 'Spec: decision "closed without follow-up". Reading: closed, and the provider\'s Authorities are told (README "Labellisation").';

export const labellisationRequestTable: LifecycleTable<LabellisationSender> = {
  machine: 'labellisationRequest',
  initial: 'introduction',
  states: ['introduction', 'examination', 'drc', 'completed', 'closed', 'archived'],
  finals: ['archived'],
  rows: [
    {
      from: 'introduction',
      event: 'SUBMIT',
      to: 'examination',
      effects: ['recordSubmission'],
      by: SUBMITTER,
      reading: 'Spec: "created, completed, then submitted in submission groups" (the group\'s rules are its own machine); submitted, it is examined.',
    },
    { from: 'introduction', event: 'CANCEL', to: 'closed', effects: [], by: CANCELLER, reading: CANCEL_READING },
    {
      from: 'examination',
      event: 'RECORD_OPINION',
      to: 'examination',
      effects: ['recordOpinion'],
      by: { centre: true },
      reading: 'Spec: reference and advice centres are on the labelling side. Reading: their opinion keeps the request in examination.',
    },
    {
      from: 'examination',
      event: 'OPEN_DRC',
      to: 'drc',
      effects: ['notifyProvider'],
      by: ADMINISTRATION,
      reading: 'Spec: state "in DRC". Reading: the administration asks the provider, whose Authorities are told.',
    },
    {
      from: 'examination',
      event: 'VALIDATE',
      to: 'completed',
      effects: ['grantLabel', 'notifyProvider'],
      by: ADMINISTRATION,
      reading: 'Spec: decision "validated". Reading: a validated request is completed, its label granted or renewed, the provider told.',
    },
    {
      from: 'examination',
      event: 'REFUSE',
      to: 'closed',
      effects: ['notifyProvider'],
      by: ADMINISTRATION,
      reading: 'Spec: decision "refused". Reading: closed; the provider\'s Authorities are told, with the reason.',
    },
    { from: 'examination', event: 'CLOSE_WITHOUT_FOLLOW_UP', to: 'closed', effects: ['notifyProvider'], by: ADMINISTRATION, reading: CLOSE_READING },
    { from: 'examination', event: 'CANCEL', to: 'closed', effects: [], by: CANCELLER, reading: CANCEL_READING },
    {
      from: 'drc',
      event: 'ANSWER_DRC',
      to: 'examination',
      effects: ['notifyAdministration'],
      by: { provider: { types: ['A', 'R', 'E'], assignedOnly: true } },
      reading: 'Spec: "only a contact assigned to a request may answer a DRC" (matrix: A, R, E). The answer sends it back to examination, never to a decision.',
    },
    { from: 'drc', event: 'CLOSE_WITHOUT_FOLLOW_UP', to: 'closed', effects: ['notifyProvider'], by: ADMINISTRATION, reading: CLOSE_READING },
    { from: 'drc', event: 'CANCEL', to: 'closed', effects: [], by: CANCELLER, reading: CANCEL_READING },
    { from: 'completed', event: 'ARCHIVE', to: 'archived', effects: [], by: ADMINISTRATION, reading: 'Spec: state "archived". Reading: the administration archives a treated request.' },
    { from: 'closed', event: 'ARCHIVE', to: 'archived', effects: [], by: ADMINISTRATION, reading: 'Spec: state "archived". Reading: the administration archives a closed request.' },
  ],
};
