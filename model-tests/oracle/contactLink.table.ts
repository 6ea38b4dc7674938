import type { LifecycleTable, Party } from './types';

/**
 * The contact-organisation link (spec section 4: "pending, validated, refused. Validation is irreversible.
 * Refusal can be reversed by validating. An Authority can validate or refuse a pending link. A refused link
 * can be re-validated unless the status being set is 'refused'"), written by hand from SPEC.md, with the matrix
 * of section 6 ("request beneficiary or provider link", "delete a link": A, R, E, I; "add, duplicate, edit or
 * delete contact links", "validate link requests": A only) for its creation and deletion, and its row "edit organisation"
 * (A only) for what a validated link lets its own contact do.
 */
export interface ContactLinkSender {
  /** The organisation's contacts on a validated, active link (section 5: "a validated, active Authority"). */
  organisation?: Party;
  /** The contact the link is about, for its own request or link. */
  contactItself?: true;
}

const AUTHORITY: ContactLinkSender = { organisation: { types: ['A'] } };
const CONTACT_OR_AUTHORITY: ContactLinkSender = { contactItself: true, organisation: { types: ['A'] } };
const ADD_READING = 'Spec: "add ... contact links" is A only. Reading: a link an Authority makes itself needs nobody\'s decision, so it is validated at once.';

export const contactLinkTable: LifecycleTable<ContactLinkSender> = {
  machine: 'contactLink',
  initial: 'unlinked',
  states: ['unlinked', 'pending', 'validated', 'refused', 'ended'],
  finals: [],
  rows: [
    {
      from: 'unlinked',
      event: 'REQUEST_LINK',
      to: 'pending',
      effects: [],
      by: { contactItself: true },
      reading: 'Spec: "request beneficiary or provider link" (any type); a requested link is pending. Reading: no link yet includes a link deleted before it was validated, which may be requested again.',
    },
    { from: 'unlinked', event: 'ADD_LINK', to: 'validated', effects: [], by: AUTHORITY, reading: ADD_READING },
    { from: 'pending', event: 'VALIDATE_LINK', guard: 'isOrganisationAuthority', to: 'validated', effects: [], by: AUTHORITY },
    { from: 'pending', event: 'REFUSE_LINK', guard: 'isOrganisationAuthority', to: 'refused', effects: [], by: AUTHORITY },
    {
      from: 'pending',
      event: 'DELETE_LINK',
      to: 'unlinked',
      effects: [],
      by: CONTACT_OR_AUTHORITY,
      reading: 'Spec: "delete a link" (the contact\'s own, any type) and "delete contact links" (A). Reading: a request withdrawn was never granted; it may be asked again.',
    },
    {
      from: 'validated',
      event: 'EDIT_ORGANISATION',
      guard: 'isAuthorityLink',
      to: 'validated',
      effects: [],
      by: AUTHORITY,
      reading:
        'Spec section 6: "edit organisation" is A only, and the matrix counts validated links only (section 4: a pending or refused link does not act). Reading: the link\'s own contact edits, its link unchanged.',
    },
    {
      from: 'validated',
      event: 'DELETE_LINK',
      to: 'ended',
      effects: [],
      by: CONTACT_OR_AUTHORITY,
      reading: 'Spec: "validation is irreversible", yet a link may be deleted. Reading: deleting a validated link ends it; it never comes back pending nor refused (so validated is no longer a final state: it may end).',
    },
    {
      from: 'refused',
      event: 'VALIDATE_LINK',
      guard: 'isOrganisationAuthority',
      to: 'validated',
      effects: [],
      by: AUTHORITY,
      reading: 'Spec: "refusal can be reversed by validating"; "unless the status being set is \'refused\'" is read as: a refused link is never refused again.',
    },
    { from: 'refused', event: 'DELETE_LINK', to: 'unlinked', effects: [], by: CONTACT_OR_AUTHORITY, reading: 'Reading: a refused link deleted was never granted; the contact may ask again.' },
    {
      from: 'ended',
      event: 'ADD_LINK',
      to: 'validated',
      effects: [],
      by: AUTHORITY,
      reading: 'Reading: an ended link is never requested again (its validation is not undone that way); only an Authority may link the contact again, validated at once.',
    },
  ],
};
