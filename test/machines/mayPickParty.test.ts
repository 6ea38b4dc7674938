import { describe, expect, it } from 'vitest';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { mayPickParty, type CreationCaller, type PartyCandidate } from '../../machines/access/dossierCreation';

const PLATFORM = 100;
const link = (id: number, type: number, typeContact: number) => ({
  id,
  type_organisation_id: type,
  type_contact_id: typeContact,
  validation_status: StatutValidationLien.VALIDE,
});
const caller = (droitId: number): CreationCaller => ({
  contactId: 1,
  droitId,
  linkedOrganisations: [link(1, TypeOrganisation.PRESTATAIRE, TypeContact.AUTORITE), link(7, TypeOrganisation.BENEFICIAIRE, TypeContact.AUTORITE), link(8, TypeOrganisation.BENEFICIAIRE, TypeContact.INFORMATION)],
});
const organisation = (id: number, typeOrganisationId: number, extra: Partial<PartyCandidate> = {}): PartyCandidate => ({
  id,
  typeOrganisationId,
  plateformeId: PLATFORM,
  actif: true,
  ...extra,
});

describe('mayPickParty', () => {
  it('lets a provider name any beneficiary, but only its own provider organisations', () => {
    const provider = caller(Droit.Prestataire);
    expect(mayPickParty(provider, 'beneficiaire', organisation(50, TypeOrganisation.BENEFICIAIRE, { actif: false }), PLATFORM)).toBe(true);
    expect(mayPickParty(provider, 'prestataire', organisation(1, TypeOrganisation.PRESTATAIRE), PLATFORM)).toBe(true);
    expect(mayPickParty(provider, 'prestataire', organisation(2, TypeOrganisation.PRESTATAIRE), PLATFORM)).toBe(false);
    expect(mayPickParty(provider, 'beneficiaire', organisation(1, TypeOrganisation.PRESTATAIRE), PLATFORM)).toBe(false);
  });

  it('lets a beneficiary name the organisations it files for, and the active providers of the platform', () => {
    const beneficiary = caller(Droit.Beneficiaire);
    expect(mayPickParty(beneficiary, 'beneficiaire', organisation(7, TypeOrganisation.BENEFICIAIRE), PLATFORM)).toBe(true);
    expect(mayPickParty(beneficiary, 'beneficiaire', organisation(8, TypeOrganisation.BENEFICIAIRE), PLATFORM)).toBe(false);
    expect(mayPickParty(beneficiary, 'prestataire', organisation(9, TypeOrganisation.PRESTATAIRE), PLATFORM)).toBe(true);
    expect(mayPickParty(beneficiary, 'prestataire', organisation(9, TypeOrganisation.PRESTATAIRE, { actif: false }), PLATFORM)).toBe(false);
    expect(mayPickParty(beneficiary, 'prestataire', organisation(9, TypeOrganisation.PRESTATAIRE, { plateformeId: 101 }), PLATFORM)).toBe(false);
  });

  it('lets no other right name anyone', () => {
    expect(mayPickParty(caller(Droit.Gestionnaire), 'beneficiaire', organisation(7, TypeOrganisation.BENEFICIAIRE), PLATFORM)).toBe(false);
    expect(mayPickParty(caller(Droit.Gestionnaire), 'prestataire', organisation(1, TypeOrganisation.PRESTATAIRE), PLATFORM)).toBe(false);
  });
});
