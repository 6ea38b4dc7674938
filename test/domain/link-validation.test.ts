import { describe, expect, it } from 'vitest';
import {
  ETATS_LIEN,
  isEtatLienId,
  isStatutValidationLienId,
  STATUT_VALIDATION_LIEN_LABELS,
  StatutValidationLien,
} from '../../domain/link-validation';

describe('contact-organisation link validation status (spec section 3)', () => {
  it('pins -1 all, 0 pending, 1 validated, 2 refused', () => {
    expect(StatutValidationLien).toEqual({ TOUS: -1, EN_ATTENTE: 0, VALIDE: 1, REFUSE: 2 });
  });

  it('keeps the filter value -1 out of the states a link can be in', () => {
    expect([...ETATS_LIEN]).toEqual([0, 1, 2]);
    expect(isEtatLienId(-1)).toBe(false);
    expect(isStatutValidationLienId(-1)).toBe(true);
    expect(isStatutValidationLienId(3)).toBe(false);
  });

  it('labels them in French', () => {
    expect(STATUT_VALIDATION_LIEN_LABELS).toEqual({
      [-1]: 'Tous',
      0: 'En attente',
      1: 'Validé',
      2: 'Refusé',
    });
  });
});
