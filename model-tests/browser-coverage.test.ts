import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { browserCoverage } from './browser-coverage';
import type { RecordedEvent } from './browser-records';

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
