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
import { recordOf } from '../support/markdown-table';
import { idsByName, labelsById, specTable } from './spec-tables/spec-tables';

// The spec gives these without ids; the values pinned in spec-tables/ (written from the spec's lists) are the
// documented choice and are stored in the database, so changing one must be a conscious decision.
describe('organisation vocabulary (spec sections 1 and 3)', () => {
  it('has the six organisation types in spec order', () => {
    const types = specTable('organisation-types');
    expect(types).toHaveLength(6);
    expect(TypeOrganisation).toEqual(idsByName(types));
    expect(TYPE_ORGANISATION_LABELS).toEqual(labelsById(types));
    expect(isTypeOrganisationId(6)).toBe(true);
    expect(isTypeOrganisationId(7)).toBe(false);
  });

  it('has the beneficiary kinds, public authority, large company and porteur d’affaire', () => {
    const subTypes = specTable('organisation-sub-types');
    expect(subTypes).toHaveLength(6);
    expect(SousTypeOrganisation).toEqual(idsByName(subTypes));
    expect(SOUS_TYPE_ORGANISATION_LABELS).toEqual(labelsById(subTypes));
    expect(isSousTypeOrganisationId(6)).toBe(true);
    expect(isSousTypeOrganisationId(0)).toBe(false);
  });

  it('has the three SME types', () => {
    const smeTypes = specTable('sme-types');
    expect(smeTypes).toHaveLength(3);
    expect(TypePme).toEqual(idsByName(smeTypes));
    expect(TYPE_PME_LABELS).toEqual(labelsById(smeTypes));
    expect(isTypePmeId(3)).toBe(true);
    expect(isTypePmeId(4)).toBe(false);
  });

  it('has the three address types and two sources', () => {
    const addressTypes = specTable('address-types');
    expect(addressTypes).toHaveLength(3);
    expect(TypeAdresse).toEqual(idsByName(addressTypes));
    expect(TYPE_ADRESSE_LABELS).toEqual(labelsById(addressTypes));
    expect(isTypeAdresseId(2)).toBe(true);
    expect(isTypeAdresseId(4)).toBe(false);
    expect(SourceAdresse).toEqual(recordOf(specTable('address-sources'), 'name', 'value'));
    expect(isSourceAdresseId('bce')).toBe(true);
    expect(isSourceAdresseId('BCE')).toBe(false);
  });
});
