import { describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { droitFromRoleQuery, splitRoleQuery } from '../../domain/role-query';
import { chooseDroit, hasProviderOrganisation } from '../../domain/session-droit';

const providerLink = (status: number = StatutValidationLien.VALIDE) => ({ type_organisation_id: TypeOrganisation.PRESTATAIRE, validation_status: status });
const beneficiaryLink = { type_organisation_id: TypeOrganisation.BENEFICIAIRE, validation_status: StatutValidationLien.VALIDE };
const { Prestataire: P, Beneficiaire: B, Gestionnaire: G } = Droit;

describe('chooseDroit: the right a session acts under (spec sections 4 and 6)', () => {
  it('takes the right asked for when the contact holds it', () => {
    expect(chooseDroit({ held: [P, B], requested: B, linkedOrganisations: [providerLink()] })).toBe(B);
    expect(chooseDroit({ held: [P, G], requested: G, linkedOrganisations: [] })).toBe(G);
  });

  it('ignores a right asked for but not held: provider first, then beneficiary, then the first held', () => {
    expect(chooseDroit({ held: [B, P], requested: G, linkedOrganisations: [providerLink()] })).toBe(P);
    expect(chooseDroit({ held: [G, B], linkedOrganisations: [] })).toBe(B);
    expect(chooseDroit({ held: [G], requested: null, linkedOrganisations: [] })).toBe(G);
  });

  it('switches a provider without a validated provider organisation to beneficiary', () => {
    expect(chooseDroit({ held: [P, B], linkedOrganisations: [beneficiaryLink] })).toBe(B);
    expect(chooseDroit({ held: [P], linkedOrganisations: [providerLink(StatutValidationLien.EN_ATTENTE)] })).toBe(B);
  });

  it('gives no right to a contact who holds none', () => {
    expect(chooseDroit({ held: [], requested: P, linkedOrganisations: [providerLink()] })).toBeNull();
  });

  it('reads a provider organisation only from a validated link to a provider', () => {
    expect(hasProviderOrganisation([providerLink()])).toBe(true);
    expect(hasProviderOrganisation([providerLink(StatutValidationLien.REFUSE), beneficiaryLink])).toBe(false);
  });
});

describe('the role query (spec section 2: benef or presta selects the right at launch)', () => {
  it('reads benef and presta, and nothing else', () => {
    expect(droitFromRoleQuery('benef')).toBe(B);
    expect(droitFromRoleQuery('presta')).toBe(P);
    expect(droitFromRoleQuery('gestion')).toBeUndefined();
    expect(droitFromRoleQuery(['presta'])).toBeUndefined();
  });

  it('clears the role from the location the user returns to, keeping the rest', () => {
    expect(splitRoleQuery('/dossiers?role=presta&page=2#haut')).toEqual({ droitId: P, href: '/dossiers?page=2#haut' });
    expect(splitRoleQuery('/profile')).toEqual({ droitId: undefined, href: '/profile' });
  });
});
