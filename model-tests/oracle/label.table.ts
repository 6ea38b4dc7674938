import type { LifecycleTable } from './types';

/**
 * A provider's label (spec section 3: "Labellisation status: enabled (valid), disabled (suspended), expired";
 * "Renewal type: simple renewal or full renewal"). The spec lists the statuses only; the transitions are our
 * reading (README "Labellisation"), written here by hand.
 */
export type LabelSender = 'administration' | 'renewalRequest' | 'scheduler';

const EXPIRY_READING = 'Spec: "expired". Reading: the day after its last day, whether valid or suspended; an expired label needs a new request.';

export const labelTable: LifecycleTable<LabelSender> = {
  machine: 'label',
  initial: 'active',
  states: ['active', 'suspended', 'expired'],
  finals: ['expired'],
  rows: [
    { from: 'active', event: 'SUSPEND', to: 'suspended', effects: [], by: 'administration', reading: 'Spec: "disabled (suspended)". Reading: the administration suspends a label, with a justification.' },
    {
      from: 'active',
      event: 'RENEW',
      to: 'active',
      effects: [],
      by: 'renewalRequest',
      reading: 'Spec: "simple renewal or full renewal". Reading: a validated renewal request extends the label before it expires; it stays valid.',
    },
    { from: 'active', event: 'EXPIRE', guard: 'isExpiryPassed', to: 'expired', effects: [], by: 'scheduler', reading: EXPIRY_READING },
    { from: 'suspended', event: 'REINSTATE', to: 'active', effects: [], by: 'administration', reading: 'Reading: the administration reinstates a suspended label.' },
    { from: 'suspended', event: 'EXPIRE', guard: 'isExpiryPassed', to: 'expired', effects: [], by: 'scheduler', reading: EXPIRY_READING },
  ],
};
