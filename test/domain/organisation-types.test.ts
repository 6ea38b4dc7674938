import { describe, expect, it } from 'vitest';
import {
  isSourceAdresseId,
  isSousTypeOrganisationId,
  isTypeAdresseId,
  isTypeOrganisationId,
  isTypePmeId,
  SOUS_TYPE_ORGANISATION_LABELS,
  SourceAdresse,
  SousTypeOrganisation,
  TYPE_ADRESSE_LABELS,
  TYPE_ORGANISATION_LABELS,
  TYPE_PME_LABELS,
  TypeAdresse,
  TypeOrganisation,
  TypePme,
} from '../../domain/organisation-types';

// The spec gives these without ids; the values pinned here are the documented choice and are
// stored in the database, so changing one must be a conscious decision.
describe('organisation vocabulary (spec sections 1 and 3)', () => {
  it('has the six organisation types in spec order', () => {
    expect(TypeOrganisation).toEqual({
      BENEFICIAIRE: 1,
      PRESTATAIRE: 2,
      GUIDE: 3,
      GESTIONNAIRE: 4,
      CENTRE_REFERENCE: 5,
      CENTRE_AVIS: 6,
    });
    expect(TYPE_ORGANISATION_LABELS).toEqual({
      1: 'Bénéficiaire',
      2: 'Prestataire',
      3: 'Guide',
      4: 'Gestionnaire',
      5: 'Centre de référence',
      6: "Centre d'avis",
    });
    expect(isTypeOrganisationId(6)).toBe(true);
    expect(isTypeOrganisationId(7)).toBe(false);
  });

  it('has the beneficiary kinds, public authority, large company and porteur d’affaire', () => {
    expect(SousTypeOrganisation).toEqual({
      ENTREPRISE: 1,
      PORTEUR_PROJET: 2,
      ENTREPRISE_ETRANGERE: 3,
      POUVOIR_PUBLIC: 4,
      GRANDE_ENTREPRISE: 5,
      PORTEUR_AFFAIRE: 6,
    });
    expect(SOUS_TYPE_ORGANISATION_LABELS).toEqual({
      1: 'Entreprise',
      2: 'Porteur de projet',
      3: 'Entreprise étrangère',
      4: 'Pouvoir public',
      5: 'Grande entreprise',
      6: "Porteur d'affaire",
    });
    expect(isSousTypeOrganisationId(6)).toBe(true);
    expect(isSousTypeOrganisationId(0)).toBe(false);
  });

  it('has the three SME types', () => {
    expect(TypePme).toEqual({ STANDARD: 1, STARTER: 2, GRANDE_ENTREPRISE: 3 });
    expect(TYPE_PME_LABELS).toEqual({ 1: 'Standard', 2: 'Starter', 3: 'Grande entreprise' });
    expect(isTypePmeId(3)).toBe(true);
    expect(isTypePmeId(4)).toBe(false);
  });

  it('has the three address types and two sources', () => {
    expect(TypeAdresse).toEqual({ SIEGE_SOCIAL: 1, UNITE_ETABLISSEMENT: 2, FACTURATION: 3 });
    expect(TYPE_ADRESSE_LABELS).toEqual({
      1: 'Siège social',
      2: "Unité d'établissement",
      3: 'Facturation',
    });
    expect(isTypeAdresseId(2)).toBe(true);
    expect(isTypeAdresseId(4)).toBe(false);
    expect(SourceAdresse).toEqual({ BCE: 'bce', MANUELLE: 'manuelle' });
    expect(isSourceAdresseId('bce')).toBe(true);
    expect(isSourceAdresseId('BCE')).toBe(false);
  });
});
