import type { LifecycleTable } from './types';

/**
 * A document's status (spec section 3, Document: "verified by manager, refused by manager, validated by
 * beneficiary, refused by beneficiary, waiting, automatically refused", ids 1 to 6 in that order). The spec lists
 * the statuses only; every transition is our reading, written here by hand (the `document` machine's rules).
 */
export type DocumentSender =
  /** A manager (rights 1-3) examining the dossier. */
  | 'manager'
  /** The platform, following the beneficiary's decision on the service report the document belongs to. */
  | 'reportDecision'
  /** The platform: a newer upload, a new invoice, or the report rejected for the beneficiary's silence. */
  | 'platform';

const REVIEW_READING = 'Reading: a manager examining the dossier verifies or refuses a document, may revise that verdict, and has the last word on what the beneficiary decided.';

const review = (from: string) =>
  [
    { from, event: 'VERIFY_DOCUMENT', to: 'verifiedByManager', effects: [], by: 'manager', reading: REVIEW_READING },
    { from, event: 'REFUSE_DOCUMENT', to: 'refusedByManager', effects: [], by: 'manager', reading: REVIEW_READING },
  ] as const;

export const documentTable: LifecycleTable<DocumentSender> & { statusOf: Record<string, number> } = {
  machine: 'document',
  initial: 'waiting',
  states: ['waiting', 'verifiedByManager', 'refusedByManager', 'validatedByBeneficiary', 'refusedByBeneficiary', 'automaticallyRefused'],
  finals: ['automaticallyRefused'],
  statusOf: { verifiedByManager: 1, refusedByManager: 2, validatedByBeneficiary: 3, refusedByBeneficiary: 4, waiting: 5, automaticallyRefused: 6 },
  rows: [
    ...review('waiting'),
    {
      from: 'waiting',
      event: 'BENEFICIARY_VALIDATES',
      to: 'validatedByBeneficiary',
      effects: [],
      by: 'reportDecision',
      reading: 'Spec: "the beneficiary validates the report". Reading: the report\'s documents are validated with it.',
    },
    {
      from: 'waiting',
      event: 'BENEFICIARY_REFUSES',
      to: 'refusedByBeneficiary',
      effects: [],
      by: 'reportDecision',
      reading: 'Spec: "or refuses it with a justification". Reading: the report\'s documents are refused with it.',
    },
    {
      from: 'waiting',
      event: 'REFUSE_AUTOMATICALLY',
      to: 'automaticallyRefused',
      effects: [],
      by: 'platform',
      reading: 'Spec: "a new invoice invalidates the existing activity report", "rejected automatically after a number of days". Reading: also a document replaced by a newer upload; final, since no dossier holds it any more.',
    },
    ...review('verifiedByManager'),
    ...review('refusedByManager'),
    ...review('validatedByBeneficiary'),
    ...review('refusedByBeneficiary'),
  ],
};
