import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { transitionLabel } from '../machines/chart/labels';
import { stepOutcome } from './outcome';
import { takenTransitions } from './taken-transitions';

// GO is guarded in `idle`; RESET is handled in `done` only.
const machine = setup({
  types: { context: {} as { level: number }, events: {} as { type: 'GO' } | { type: 'RESET' } },
  guards: { isHigh: ({ context }) => context.level > 5 },
}).createMachine({
  context: { level: 0 },
  initial: 'idle',
  states: { idle: { on: { GO: { guard: 'isHigh', target: 'done' } } }, done: { on: { RESET: 'idle' } } },
});

const outcome = (level: number, type: 'GO' | 'RESET') => {
  const before = machine.resolveState({ value: 'idle', context: { level } });
  const event = { type };
  const { outcome, refused } = stepOutcome(before, event, takenTransitions(machine, before, event)[0] ?? []);
  return { outcome, refused: refused.map(transitionLabel) };
};

describe('what became of an event', () => {
  it('taken when a transition took it', () => {
    expect(outcome(9, 'GO')).toEqual({ outcome: 'taken', refused: [] });
  });

  it('refused when the active state listens to it but every guard refused, naming the transitions refused', () => {
    expect(outcome(0, 'GO')).toEqual({ outcome: 'refused', refused: [expect.stringContaining('--GO [isHigh]-->')] });
  });

  it('ignored when no active state handles it', () => {
    expect(outcome(0, 'RESET')).toEqual({ outcome: 'ignored', refused: [] });
  });
});
