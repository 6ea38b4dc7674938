import { describe, expect, it } from 'vitest';
import { TypePme } from '../../domain/organisation-types';
import { platformToday, pmeProblem, type PmeFacts } from '../../domain/sme';

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

describe('platformToday', () => {
  it('turns the day at midnight in Brussels, summer and winter, however often it is asked', () => {
    const days = (instants: string[]) => instants.map((instant) => platformToday(new Date(instant)));
    // Winter (UTC+1): midnight is 23:00 UTC; summer (UTC+2): 22:00 UTC. Asked in a row, as a page of rows asks it.
    expect(days(['2026-01-14T22:59:59.999Z', '2026-01-14T23:00:00Z', '2026-01-14T23:00:00Z', '2026-01-14T22:30:00Z'])).toEqual([
      '2026-01-14',
      '2026-01-15',
      '2026-01-15',
      '2026-01-14',
    ]);
    expect(days(['2026-07-14T21:59:59Z', '2026-07-14T22:00:00Z', '2026-07-15T21:59:59Z'])).toEqual(['2026-07-14', '2026-07-15', '2026-07-15']);
    // The nights the clocks change: 2026-03-29 (02:00 → 03:00) and 2026-10-25 (03:00 → 02:00).
    expect(days(['2026-03-28T22:59:59Z', '2026-03-28T23:00:00Z', '2026-03-29T21:59:59Z', '2026-03-29T22:00:00Z'])).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(days(['2026-10-24T21:59:59Z', '2026-10-24T22:00:00Z', '2026-10-25T22:59:59Z', '2026-10-25T23:00:00Z'])).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-25',
      '2026-10-26',
    ]);
  });
});
