import { describe, expect, it } from 'vitest';
import {
  ALL_DROITS,
  CONSTANT_272,
  Droit,
  DROIT_LABELS,
  isDossierManagerDroitId,
  isDroitId,
  isSwappableDroitId,
  SWAPPABLE_DROITS,
} from '../../domain/droits';
import { idsByName, idsOf, labelsById, specTable } from './spec-tables/spec-tables';

// The oracle is section 3's role ids, written as a table in spec-tables/roles.md.
const roles = specTable('roles');

describe('droits (spec section 3, role ids)', () => {
  it('pins every role id to the spec', () => {
    expect(roles).toHaveLength(8);
    expect(Droit).toEqual(idsByName(roles));
    expect([...ALL_DROITS].sort()).toEqual(idsOf(roles));
  });

  it('swaps only between provider (4) and beneficiary (5)', () => {
    expect([...SWAPPABLE_DROITS]).toEqual([4, 5]);
    expect(isSwappableDroitId(4)).toBe(true);
    expect(isSwappableDroitId(5)).toBe(true);
    expect(isSwappableDroitId(3)).toBe(false);
  });

  it('names the managing rights (1, 2, 3): those the manager section admits', () => {
    expect(idsOf(roles).filter(isDossierManagerDroitId)).toEqual([1, 2, 3]);
    for (const v of [null, undefined, '3', 0]) expect(isDossierManagerDroitId(v)).toBe(false);
  });

  it('recognises role ids and nothing else', () => {
    for (const id of idsOf(roles)) expect(isDroitId(id)).toBe(true);
    for (const v of [0, 9, -1, 4.5, '4', null, undefined, 272]) expect(isDroitId(v)).toBe(false);
  });

  it('labels every role in French', () => {
    expect(DROIT_LABELS).toEqual(labelsById(roles));
  });

  it('exports the unexplained constant 272', () => {
    expect(CONSTANT_272).toBe(272);
  });
});
