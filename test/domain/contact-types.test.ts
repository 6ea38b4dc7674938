import { describe, expect, it } from 'vitest';
import {
  addableContactTypes,
  isTypeContactId,
  TYPE_CONTACT_LABELS,
  TypeContact,
} from '../../domain/contact-types';
import { TypeOrganisation } from '../../domain/organisation-types';

describe('contact types (spec section 3)', () => {
  it('pins the five types (first reading wins over the four-type one)', () => {
    expect(TypeContact).toEqual({
      AUTORITE: 1,
      REFERENCE: 2,
      INFORMATION: 3,
      EXPERT: 4,
      TECHNIQUE: 5,
    });
    expect(isTypeContactId(5)).toBe(true);
    expect(isTypeContactId(0)).toBe(false);
    expect(isTypeContactId(6)).toBe(false);
    expect(isTypeContactId('1')).toBe(false);
  });

  it('labels them in French', () => {
    expect(TYPE_CONTACT_LABELS).toEqual({
      1: 'Autorité',
      2: 'Référence',
      3: 'Information',
      4: 'Expert',
      5: 'Technique',
    });
  });
});

describe('addableContactTypes (spec section 5)', () => {
  it('offers Authority, Reference and Information to a beneficiary', () => {
    expect(addableContactTypes(TypeOrganisation.BENEFICIAIRE, [])).toEqual([1, 2, 3]);
  });

  it('adds Expert for a provider, not Technical', () => {
    expect(addableContactTypes(TypeOrganisation.PRESTATAIRE, [])).toEqual([1, 2, 3, 4]);
  });

  it('adds Technical for a manager, not Expert', () => {
    expect(addableContactTypes(TypeOrganisation.GESTIONNAIRE, [])).toEqual([1, 2, 3, 5]);
  });

  it('offers only the common three to the other organisation types', () => {
    for (const type of [
      TypeOrganisation.GUIDE,
      TypeOrganisation.CENTRE_REFERENCE,
      TypeOrganisation.CENTRE_AVIS,
    ]) {
      expect(addableContactTypes(type, [])).toEqual([1, 2, 3]);
    }
  });

  it('removes the types the contact already holds', () => {
    expect(
      addableContactTypes(TypeOrganisation.PRESTATAIRE, [TypeContact.AUTORITE, TypeContact.EXPERT]),
    ).toEqual([2, 3]);
    expect(addableContactTypes(TypeOrganisation.GESTIONNAIRE, [5, 1, 2, 3])).toEqual([]);
  });

  it('ignores held types that the organisation could not offer anyway', () => {
    expect(addableContactTypes(TypeOrganisation.BENEFICIAIRE, [TypeContact.EXPERT])).toEqual([
      1, 2, 3,
    ]);
  });
});
