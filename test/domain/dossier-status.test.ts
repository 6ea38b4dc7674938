import { describe, expect, it } from 'vitest';
import {
  ALL_STATUTS_DOSSIER,
  isStatutDossierId,
  STATUT_DOSSIER_LABELS,
  StatutDossier,
} from '../../domain/dossier-status';
import { idsByName, idsOf, labelsById, specTable } from './spec-tables/spec-tables';

// The oracle is section 4's own table, copied into spec-tables/dossier-statuses.md.
const statuses = specTable('dossier-statuses');

describe('dossier statuses (spec section 4)', () => {
  it('pins every status id to the table of the spec', () => {
    expect(statuses).toHaveLength(19);
    expect(StatutDossier).toEqual(idsByName(statuses));
  });

  it('lists the 19 statuses, without 15 and 16', () => {
    expect([...ALL_STATUTS_DOSSIER].sort((a, b) => a - b)).toEqual(idsOf(statuses));
    expect(isStatutDossierId(15)).toBe(false);
    expect(isStatutDossierId(16)).toBe(false);
    expect(isStatutDossierId(22)).toBe(false);
    expect(isStatutDossierId('1')).toBe(false);
    expect(isStatutDossierId(21)).toBe(true);
  });

  it('labels each status in French', () => {
    expect(STATUT_DOSSIER_LABELS).toEqual(labelsById(statuses));
  });
});
