import { describe, expect, it } from 'vitest';
import { TypePme } from '../../domain/organisation-types';
import { pmeProblem, type PmeFacts } from '../../domain/sme';

/** Spec section 3 (type_pme and its figures) and 5 ("the SME type Standard is required in some cases"). */
describe('pmeProblem', () => {
  const today = '2026-06-15';
  const standard: PmeFacts = { typePme: TypePme.STANDARD, pmeChiffreAffaire: 1_000_000, pmeNombreEmploye: 10, pmeDateCreation: '2015-01-01' };

  it('accepts figures that match the type', () => {
    expect(pmeProblem(standard, today)).toBeNull();
    expect(pmeProblem({ ...standard, typePme: TypePme.GRANDE_ENTREPRISE, pmeNombreEmploye: 250 }, today)).toBeNull();
    expect(pmeProblem({ ...standard, typePme: TypePme.STARTER, pmeDateCreation: '2022-06-16' }, today)).toBeNull();
  });

  it('refuses a creation date in the future', () => {
    expect(pmeProblem({ ...standard, pmeDateCreation: '2026-06-16' }, today)).toEqual({ field: 'pmeDateCreation', message: expect.stringMatching(/futur/) });
  });

  it('calls a company of 250 FTE or more, or above 50 million, a large company, and only those', () => {
    expect(pmeProblem({ ...standard, pmeNombreEmploye: 250 }, today)).toEqual({ field: 'typePme', message: expect.stringMatching(/est une grande entreprise/) });
    expect(pmeProblem({ ...standard, pmeChiffreAffaire: 50_000_001 }, today)).toMatchObject({ field: 'typePme' });
    expect(pmeProblem({ ...standard, typePme: TypePme.GRANDE_ENTREPRISE }, today)).toEqual({ field: 'typePme', message: expect.stringMatching(/^Une grande entreprise compte/) });
  });

  it('asks for Standard once a starter is four years old', () => {
    expect(pmeProblem({ ...standard, typePme: TypePme.STARTER, pmeDateCreation: '2022-06-15' }, today)).toEqual({ field: 'typePme', message: expect.stringMatching(/Standard/) });
  });
});
