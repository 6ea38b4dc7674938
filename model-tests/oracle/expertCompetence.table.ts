import type { LifecycleTable } from './types';

/**
 * An expert's competence, its "expert voucher" (spec section 3: statuses 32 in analysis, 33 in renewal, 34
 * eligible, 35 refused, 36 expired, 37 deleted). The spec lists the statuses only; every transition is README's
 * reading ("Expert competences"), written here by hand.
 */
export type ExpertCompetenceSender =
  /** The platform, following the expert competence validation request's own lifecycle. */
  | 'request'
  /** The platform's scheduler, the day after the last day. */
  | 'scheduler'
  /** The administration (rights 1-3), with a reason. */
  | 'administration';

const WITHDRAW_READING = 'Spec: status 37 "deleted". Reading: the administration withdraws the competence with a reason; a new request may follow.';
const REQUEST_READING = 'Reading: the submission of a competence validation request (in a submission group) asks for the competence again.';

export const expertCompetenceTable: LifecycleTable<ExpertCompetenceSender> & { statusOf: Record<string, number> } = {
  machine: 'expertCompetence',
  initial: 'analysis',
  states: ['analysis', 'renewal', 'eligible', 'refused', 'expired', 'deleted'],
  finals: [],
  statusOf: { analysis: 32, renewal: 33, eligible: 34, refused: 35, expired: 36, deleted: 37 },
  rows: [
    {
      from: 'analysis',
      event: 'VALIDATE',
      to: 'eligible',
      effects: ['recordGrant'],
      by: 'request',
      reading: 'Reading: the validation of its request makes it eligible for LABEL_VALIDITY_MONTHS from that day.',
    },
    {
      from: 'analysis',
      event: 'REFUSE',
      to: 'refused',
      effects: [],
      by: 'request',
      reading: 'Reading: a refusal, a closure without follow-up or a cancellation of its submitted request refuses it.',
    },
    { from: 'analysis', event: 'WITHDRAW', to: 'deleted', effects: [], by: 'administration', reading: WITHDRAW_READING },
    { from: 'renewal', event: 'VALIDATE', to: 'eligible', effects: ['recordGrant'], by: 'request', reading: 'Reading: a validated renewal is eligible for a new period.' },
    {
      from: 'renewal',
      event: 'REFUSE',
      to: 'eligible',
      effects: [],
      by: 'request',
      reading: 'Reading: a refused renewal leaves the competence eligible until its last day.',
    },
    {
      from: 'renewal',
      event: 'EXPIRE',
      guard: 'isExpiryPassed',
      to: 'analysis',
      effects: [],
      by: 'scheduler',
      reading: 'Reading: past its last day before the decision, the competence is no longer eligible and its renewal waits in analysis.',
    },
    { from: 'renewal', event: 'WITHDRAW', to: 'deleted', effects: [], by: 'administration', reading: WITHDRAW_READING },
    {
      from: 'eligible',
      event: 'REQUEST',
      to: 'renewal',
      effects: [],
      by: 'request',
      reading: 'Spec: 33 "in renewal". Reading: a request submitted for an eligible competence renews it.',
    },
    { from: 'eligible', event: 'EXPIRE', guard: 'isExpiryPassed', to: 'expired', effects: [], by: 'scheduler', reading: 'Spec: 36 "expired". Reading: the day after its last day.' },
    { from: 'eligible', event: 'WITHDRAW', to: 'deleted', effects: [], by: 'administration', reading: WITHDRAW_READING },
    { from: 'refused', event: 'REQUEST', to: 'analysis', effects: [], by: 'request', reading: REQUEST_READING },
    { from: 'expired', event: 'REQUEST', to: 'analysis', effects: [], by: 'request', reading: REQUEST_READING },
    { from: 'deleted', event: 'REQUEST', to: 'analysis', effects: [], by: 'request', reading: REQUEST_READING },
  ],
};
