import type { LifecycleTable, Party } from './types';

/**
 * The contact-organisation link (spec section 4: "pending, validated, refused. Validation is irreversible.
 * Refusal can be reversed by validating. An Authority can validate or refuse a pending link. A refused link
 * can be re-validated unless the status being set is 'refused'"), written by hand from SPEC.md.
 */
export interface ContactLinkSender {
  /** The organisation's contacts on a validated, active link (section 5: "a validated, active Authority"). */
  organisation?: Party;
}

// Matrix of section 6: "validate link requests", A only.
const AUTHORITY: ContactLinkSender = { organisation: { types: ['A'] } };

export const contactLinkTable: LifecycleTable<ContactLinkSender> = {
  machine: 'contactLink',
  initial: 'pending',
  states: ['pending', 'validated', 'refused'],
  finals: ['validated'],
  rows: [
    { from: 'pending', event: 'VALIDATE_LINK', guard: 'isOrganisationAuthority', to: 'validated', effects: [], by: AUTHORITY },
    { from: 'pending', event: 'REFUSE_LINK', guard: 'isOrganisationAuthority', to: 'refused', effects: [], by: AUTHORITY },
    {
      from: 'refused',
      event: 'VALIDATE_LINK',
      guard: 'isOrganisationAuthority',
      to: 'validated',
      effects: [],
      by: AUTHORITY,
      reading: 'Spec: "refusal can be reversed by validating"; "unless the status being set is \'refused\'" is read as: a refused link is never refused again.',
    },
  ],
};
