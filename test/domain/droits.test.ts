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

describe('droits (spec section 3, role ids)', () => {
  it('pins every role id to the spec', () => {
    expect(Droit).toEqual({
      AdministrateurGeneral: 1,
      Administrateur: 2,
      Gestionnaire: 3,
      Prestataire: 4,
      Beneficiaire: 5,
      Emetteur: 6,
      CentreReference: 7,
      CentreAvis: 8,
    });
    expect([...ALL_DROITS].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('swaps only between provider (4) and beneficiary (5)', () => {
    expect([...SWAPPABLE_DROITS]).toEqual([4, 5]);
    expect(isSwappableDroitId(4)).toBe(true);
    expect(isSwappableDroitId(5)).toBe(true);
    expect(isSwappableDroitId(3)).toBe(false);
  });

  it('names the managing rights (1, 2, 3): those the manager section admits', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(isDossierManagerDroitId)).toEqual([1, 2, 3]);
    for (const v of [null, undefined, '3', 0]) expect(isDossierManagerDroitId(v)).toBe(false);
  });

  it('recognises role ids and nothing else', () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) expect(isDroitId(id)).toBe(true);
    for (const v of [0, 9, -1, 4.5, '4', null, undefined, 272]) expect(isDroitId(v)).toBe(false);
  });

  it('labels every role in French', () => {
    expect(DROIT_LABELS).toEqual({
      1: 'Administrateur général',
      2: 'Administrateur',
      3: 'Gestionnaire',
      4: 'Prestataire',
      5: 'Bénéficiaire',
      6: 'Émetteur',
      7: 'Centre de référence',
      8: "Centre d'avis",
    });
  });

  it('exports the unexplained constant 272', () => {
    expect(CONSTANT_272).toBe(272);
  });
});
