import { describe, expect, it } from 'vitest';
import { EtapePrestation } from '../../domain/encoding-steps';
import { REPORT_SCREENS, REPORT_SCREEN_STEP, reportScreenOfEtape } from '../../domain/service-report-screens';
import { invoiceRuleBreaches, type InvoiceLimits } from '../../domain/service-report';

describe('invoiceRuleBreaches (spec section 5, Invoice)', () => {
  const limits: InvoiceLimits = { montantPrestation: 1000, debutPrestation: '2026-03-01', today: '2026-06-15' };
  const fields = (invoice: { montantHtva: number; dateFacture: string }, l = limits) => invoiceRuleBreaches(invoice, l).map((b) => b.field);

  it('accepts an amount up to the performance amount, dated between the start and today', () => {
    expect(invoiceRuleBreaches({ montantHtva: 1000, dateFacture: '2026-03-01' }, limits)).toEqual([]);
    expect(invoiceRuleBreaches({ montantHtva: 10, dateFacture: '2026-06-15' }, limits)).toEqual([]);
  });

  it('refuses an amount above the performance amount, naming that amount', () => {
    expect(invoiceRuleBreaches({ montantHtva: 1000.01, dateFacture: '2026-04-01' }, limits)).toEqual([
      { field: 'montantHtva', message: expect.stringMatching(/dépasser.*1[\s\u202f.]?000/) },
    ]);
  });

  it('refuses a date in the future, or before the performance start (naming it)', () => {
    expect(invoiceRuleBreaches({ montantHtva: 1, dateFacture: '2026-06-16' }, limits)).toEqual([
      { field: 'dateFacture', message: expect.stringContaining('futur') },
    ]);
    expect(invoiceRuleBreaches({ montantHtva: 1, dateFacture: '2026-02-28' }, limits)).toEqual([
      { field: 'dateFacture', message: expect.stringMatching(/précéder.*01\/03\/2026/) },
    ]);
  });

  it('reports both fields at once, and checks no limit the performance does not have', () => {
    expect(fields({ montantHtva: 2000, dateFacture: '2027-01-01' })).toEqual(['montantHtva', 'dateFacture']);
    expect(fields({ montantHtva: 2000, dateFacture: '2020-01-01' }, { montantPrestation: null, debutPrestation: null, today: '2026-06-15' })).toEqual([]);
  });
});

describe('reportScreenOfEtape: the screen a saved report step stands for', () => {
  it('names the screen of each step', () => {
    expect(REPORT_SCREENS.map((screen) => reportScreenOfEtape(REPORT_SCREEN_STEP[screen]))).toEqual([...REPORT_SCREENS]);
    expect(reportScreenOfEtape(EtapePrestation.PrestaDocument)).toBe('documents');
  });
});
