import { describe, expect, it } from 'vitest';
import { and, assign, not, setup, type AnyTransitionDefinition } from 'xstate';
import { takenTransitions } from './taken-transitions';

// Two transitions with the same source, event and target, told apart by their guards only: what the actor
// shows (its state, its actions) cannot say which one was taken.
const machine = setup({
  types: { context: {} as { level: number }, events: {} as { type: 'GO'; by: number } | { type: 'RESET' } },
  guards: {
    isHigh: ({ context }) => context.level > 5,
    isBigStep: ({ event }, params: { min: number }) => event.type === 'GO' && event.by >= params.min,
  },
  actions: { raise: assign({ level: ({ context, event }) => context.level + (event.type === 'GO' ? event.by : 0) }) },
}).createMachine({
  id: 'tiny',
  context: { level: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        GO: [
          { guard: 'isHigh', target: 'moved', actions: 'raise' },
          { guard: and([not('isHigh'), { type: 'isBigStep', params: { min: 3 } }]), target: 'moved', actions: 'raise' },
          { target: 'moved', actions: 'raise' },
        ],
      },
    },
    moved: { always: [{ guard: 'isHigh', target: 'done' }, { target: 'idle' }] },
    done: { initial: 'ending', states: { ending: { type: 'final' } }, on: { RESET: 'idle' } },
  },
});

const rankOf = (t: AnyTransitionDefinition) => [...(t.eventType === '' ? t.source.always! : t.source.transitions.get(t.eventType)!)].indexOf(t) + 1;
const taken = (level: number, event: { type: 'GO'; by: number } | { type: 'RESET' }) =>
  takenTransitions(machine, machine.resolveState({ value: 'idle', context: { level } }), event).map((step) =>
    step.map((t) => `${t.source.key} ${t.eventType || 'always'} #${rankOf(t)}`),
  );

describe('takenTransitions', () => {
  it('takes the first of the guarded transitions whose named guard holds', () => {
    expect(taken(9, { type: 'GO', by: 0 })).toEqual([['idle GO #1'], ['moved always #1'], []]);
  });

  it('evaluates higher-order and parameterised guards through the machine', () => {
    expect(taken(0, { type: 'GO', by: 4 })).toEqual([['idle GO #2'], ['moved always #2']]);
    expect(taken(0, { type: 'GO', by: 1 })).toEqual([['idle GO #3'], ['moved always #2']]);
  });

  it('reads eventless guards on the context the event left', () => {
    expect(taken(3, { type: 'GO', by: 4 })).toEqual([['idle GO #2'], ['moved always #1'], []]);
  });

  it('takes nothing for an event no state listens to', () => {
    expect(taken(0, { type: 'RESET' })).toEqual([[]]);
  });
});
