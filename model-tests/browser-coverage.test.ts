import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { machines } from '../machines/index';
import { StatutDossier } from '../domain/dossier-status';
import { addServerCoverage, browserCoverage, SERVER_RUN_MACHINES, withoutRecords } from './browser-coverage';
import type { RecordedEvent, ServerRecordedChange } from './browser-records';

const door = setup({
  types: { context: {} as { locked: boolean }, events: {} as { type: 'PUSH' } | { type: 'CLOSE' } },
  guards: { isLocked: ({ context }) => context.locked },
}).createMachine({
  id: 'door',
  context: { locked: false },
  initial: 'closed',
  states: {
    closed: { on: { PUSH: [{ guard: 'isLocked', target: 'closed' }, { target: 'open' }] } },
    open: { on: { CLOSE: 'closed' } },
  },
});

describe('browserCoverage', () => {
  const records: RecordedEvent[] = [
    { machine: 'door', value: 'closed', context: { locked: true }, event: { type: 'PUSH' } },
    { machine: 'door', value: 'closed', context: { locked: true }, event: { type: 'PUSH' } },
    { machine: 'door', value: 'open', context: { locked: false }, event: { type: 'CLOSE' } },
    { machine: 'window', value: 'shut', context: {}, event: { type: 'OPEN' } },
    { machine: 'door', value: 'ajar', context: { locked: false }, event: { type: 'CLOSE' } },
    { machine: 'door', event: { type: 'PUSH' } },
  ];
  const coverage = browserCoverage({ door }, records);

  it('marks the transitions the recorded events took, restored where the app was', () => {
    expect([...coverage.covered.get('door')!]).toEqual(['door.closed --PUSH [isLocked] #1--> door.closed', 'door.open --CLOSE--> door.closed']);
  });

  it('reports, without failing, the events of unknown machines and those it cannot replay', () => {
    expect(coverage.unknown).toEqual(new Map([['window', 1]]));
    expect(coverage.failed.map(({ machine, event }) => `${machine} ${event}`)).toEqual(['door CLOSE', 'door PUSH']);
  });
});

describe('the server records of the journeys (dossier history rows)', () => {
  const changes: ServerRecordedChange[] = [
    { machine: 'dossierStatus', fromStatut: StatutDossier.DOSSIER_EXAMEN, toStatut: StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, event: 'DECLARE_ADMISSIBLE' },
    // A wizard's save: no status change, left aside.
    { machine: 'dossierStatus', fromStatut: StatutDossier.DOSSIER_INTRODUCTION, toStatut: StatutDossier.DOSSIER_INTRODUCTION, event: 'SAVE_BENEFICIAIRE' },
    // A row the chart cannot have taken.
    { machine: 'dossierStatus', fromStatut: StatutDossier.DOSSIER_INTRODUCTION, toStatut: StatutDossier.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, event: 'DECLARE_ADMISSIBLE' },
  ];
  const coverage = addServerCoverage(browserCoverage(machines, []), machines, changes);

  it('count for the dossier status machine, which no page runs: it gets a browser figure', () => {
    expect([...coverage.covered.get('dossierStatus')!]).toEqual([expect.stringMatching(/^dossierStatus\.examination --DECLARE_ADMISSIBLE--> dossierStatus\.awaitingSharePayment/)]);
    expect(coverage.failed).toEqual([{ machine: 'dossierStatus', event: 'DECLARE_ADMISSIBLE', reason: 'no transition from status 1 to 3 (history row)' }]);
  });

  it('tell a machine only the server runs from one no journey reached', () => {
    expect(withoutRecords('labellisationRequest')).toBe('exécutée par le serveur seulement');
    expect(withoutRecords('signup')).toBe('non atteinte');
  });

  it('name as server-run only machines some server file imports', () => {
    const sources = readdirSync('server', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(path.join('server', file), 'utf8'))
      .join('\n');
    for (const id of SERVER_RUN_MACHINES) expect(sources, id).toMatch(new RegExp(`machines/${id}\\.`));
  });
});
