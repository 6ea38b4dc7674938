import fc from 'fast-check';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { ReportDescriptionPayload } from '../domain/schemas/service-report';
import { invoiceRuleBreaches, reportStartBreach } from '../domain/service-report';
import { platformToday } from '../domain/sme';
import { serviceReportMachine } from '../machines/serviceReport.machine';
import { serviceReportModel } from './serviceReport.model';

/**
 * Issue 28's dead end: a report locked at its documents with no invoice date it could ever accept. The chart
 * must let every reachable state reach a decision, and the dates the description accepts must always leave
 * an invoice date the invoice rule accepts.
 */
const machine = serviceReportMachine.provide(serviceReportModel.inert);
const events = Object.values(serviceReportModel.events).flat();

const isoDay = fc.date({ min: new Date('2024-01-01T12:00:00Z'), max: new Date('2028-12-31T12:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

describe('no service report is a dead end', () => {
  it('reaches a decision from every state the chart can reach', () => {
    const reachable = getShortestPaths(machine, { events }).map((path) => path.state);
    expect(reachable).toHaveLength(11);
    // The decision states are final within `decided`: the report's life ends there.
    const decided = (state: (typeof reachable)[number]) => state.matches('decided');
    for (const state of reachable) {
      if (decided(state)) continue;
      const onward = getShortestPaths(machine, { events, fromState: state });
      expect(
        onward.some((path) => decided(path.state)),
        JSON.stringify(state.value),
      ).toBe(true);
    }
  });

  it('accepts, once the description is saved, every invoice date from the start to today, and only those', () => {
    fc.assert(
      // Today a few days after the start (the start the description accepts), the invoice dated around both ends.
      fc.property(isoDay, fc.integer({ min: 0, max: 60 }), fc.integer({ min: -3, max: 63 }), (start, span, offset) => {
        const today = addDays(start, span);
        expect(reportStartBreach(start, today)).toBeNull();
        const dateFacture = addDays(start, offset);
        const breaches = invoiceRuleBreaches({ montantHtva: 1, dateFacture }, { montantPrestation: null, debutPrestation: start, today });
        expect(breaches.length === 0).toBe(offset >= 0 && offset <= span);
      }),
    );
  });

  it('refuses a description whose start would leave no invoice date', () => {
    const today = platformToday();
    const payload = (dateDebut: string) => ({ dateDebut, dateFin: addDays(today, 30), tachesLivrables: 'Ateliers.', contexte: 'Contexte.' });
    const [tomorrowError] = ReportDescriptionPayload.validate(payload(addDays(today, 1)), { coerce: true });
    expect(tomorrowError?.path).toEqual(['dateDebut']);
    expect(ReportDescriptionPayload.validate(payload(today), { coerce: true })[0]).toBeUndefined();
  });
});
