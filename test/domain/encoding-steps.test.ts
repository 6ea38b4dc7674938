import { describe, expect, it } from 'vitest';
import {
  compareEtapes,
  compareEtapesPrestation,
  ETAPE_PRESTATION_RANK,
  ETAPE_RANK,
  EtapeEncodage,
  ETAPES_ENCODAGE_ORDERED,
  EtapePrestation,
  EtapeWorkflow,
  isEtapeEncodageId,
  isEtapePrestationId,
  WIZARD_STEP_COUNTS,
} from '../../domain/encoding-steps';
import { cellOf, integerCell, type MarkdownRow, recordOf } from '../support/markdown-table';
import { idsByName, specTable } from './spec-tables/spec-tables';

// The oracles are section 3's lists and section 9's counts, written as tables in spec-tables/.
const dossierSteps = specTable('dossier-steps');
const reportSteps = specTable('report-steps');

/** The ids sorted by the table's rank: the order of the screens. */
function idsInRankOrder(rows: readonly MarkdownRow[]): number[] {
  const rank = (row: MarkdownRow) => integerCell(cellOf(row, 'rank'));
  return [...rows].sort((a, b) => rank(a) - rank(b)).map((row) => integerCell(cellOf(row, 'id')));
}

describe('dossier encoding steps (spec section 3)', () => {
  it('pins the step ids', () => {
    expect(dossierSteps).toHaveLength(9);
    expect(EtapeEncodage).toEqual(idsByName(dossierSteps));
    expect(isEtapeEncodageId(9)).toBe(true);
    expect(isEtapeEncodageId(10)).toBe(false);
  });

  it('ranks them for screens: financière after prestation, before spécificité', () => {
    expect(ETAPE_RANK).toEqual(recordOf(dossierSteps, 'id', 'rank', integerCell));
    expect([...ETAPES_ENCODAGE_ORDERED]).toEqual(idsInRankOrder(dossierSteps));
  });

  it('compares by rank, not by id', () => {
    const { DossierFinanciere, DossierSpecificite, DossierPrestation, DossierAide } = EtapeEncodage;
    expect(compareEtapes(DossierFinanciere, DossierSpecificite)).toBeLessThan(0);
    expect(compareEtapes(DossierFinanciere, DossierPrestation)).toBeGreaterThan(0);
    expect(compareEtapes(DossierAide, DossierAide)).toBe(0);
    expect(compareEtapes(EtapeEncodage.DossierConfirmation, DossierFinanciere)).toBeGreaterThan(0);
  });
});

describe('service-report and workflow steps (spec section 3)', () => {
  it('pins the service-report step ids (first reading, with Specificites = 100)', () => {
    expect(reportSteps).toHaveLength(6);
    expect(EtapePrestation).toEqual(idsByName(reportSteps));
    expect(isEtapePrestationId(100)).toBe(true);
    expect(isEtapePrestationId(37)).toBe(false);
  });

  it('orders the report steps as the wizard screens, validation before confirmation', () => {
    const ordered = Object.values(EtapePrestation).sort(compareEtapesPrestation);
    expect(ordered).toEqual(idsInRankOrder(reportSteps));
    expect(ETAPE_PRESTATION_RANK).toEqual(recordOf(reportSteps, 'id', 'rank', integerCell));
  });

  it('pins the workflow steps', () => {
    expect(EtapeWorkflow).toEqual(idsByName(specTable('workflow-steps')));
  });
});

describe('wizard step counts (spec sections 2 and 9)', () => {
  it('pins every count, first readings for sign-up (6) and recognition creation (3)', () => {
    const counts = specTable('wizard-step-counts');
    expect(counts).toHaveLength(12);
    expect(WIZARD_STEP_COUNTS).toEqual(recordOf(counts, 'wizard', 'steps', integerCell));
  });
});
