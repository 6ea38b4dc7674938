import type { DossierCaller } from '../../machines/access/dossierScope';
import type { ContactLetter } from './types';

/** Spec section 3: 1 Authority, 2 Reference, 3 Information, 4 Expert, 5 Technical. */
export const CONTACT_TYPE_ID: Record<ContactLetter, number> = { A: 1, R: 2, I: 3, E: 4, T: 5 };
export const ALL_LETTERS: readonly ContactLetter[] = ['A', 'R', 'E', 'I', 'T'];

export const CALLER_CONTACT_ID = 7;

/** A caller under a right, holding one contact type in one organisation on a validated link. */
export function contactCaller(droitId: number, organisationId: number, letter: ContactLetter, validationStatus = 1): DossierCaller {
  return { contactId: CALLER_CONTACT_ID, droitId, linkedOrganisations: [{ id: organisationId, type_contact_id: CONTACT_TYPE_ID[letter], validation_status: validationStatus }] };
}

/** The letters for which `allowed` holds, in the tables' order, to compare with a row's `types`. */
export function lettersWhere(allowed: (letter: ContactLetter) => boolean): ContactLetter[] {
  return ALL_LETTERS.filter(allowed);
}

export const sortedLetters = (letters: readonly ContactLetter[] = []) => ALL_LETTERS.filter((letter) => letters.includes(letter));
