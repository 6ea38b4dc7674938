import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';
import { allStates, allTransitions } from '../../model-tests/transitions';

describe.each(Object.entries(machines))('the %s machine as a chart', (_, machine) => {
  const chart = describeMachine(machine);

  it('has every state of the machine (and the machine itself, outermost), each with its parent and description', () => {
    expect(chart.states.map((s) => s.id)).toEqual([machine.id, ...allStates(machine)]);
    for (const state of chart.states.slice(1)) {
      expect(chart.states.some((s) => s.id === state.parent), state.id).toBe(true);
      expect(state.description, state.id).not.toBe('');
    }
  });

  it('has every transition the model tests cover, with its source, targets, event and description', () => {
    expect(chart.transitions.map((t) => t.id).sort()).toEqual([...allTransitions(machine)].sort());
    for (const t of chart.transitions) {
      expect(t.id.startsWith(`${t.source} --`), t.id).toBe(true);
      expect(t.description, t.id).not.toBe('');
      for (const target of t.targets) expect(chart.states.some((s) => s.id === target), t.id).toBe(true);
    }
  });

  it('marks one initial state in each compound state', () => {
    for (const parent of chart.states.filter((s) => s.kind === 'compound')) {
      expect(chart.states.filter((s) => s.parent === parent.id && s.initial), parent.id).toHaveLength(1);
    }
  });
});
