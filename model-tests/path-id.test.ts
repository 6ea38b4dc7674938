import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { dossierStatusMachine as machine } from '../machines/dossierStatus.machine';
import { dossierStatusModel } from './dossierStatus.model';
import { canonicalJson, keyedPaths, pathId } from './path-id';
import { pathRows } from './path-rows';
import { walk } from './walk';

const reversed = <T extends object>(on: T): T => Object.fromEntries(Object.entries(on).reverse()) as T;

/**
 * The dossier status chart after two edits unrelated to most of its paths: a transition added from `settled`
 * (an event it already knows elsewhere), and the events of `examination` listed in reverse order, which changes the
 * order the walks explore and list paths in.
 */
function editedChart(): AnyStateMachine {
  const { states } = machine.config;
  return createMachine(
    {
      ...machine.config,
      states: {
        ...states,
        examination: { ...states!.examination, on: reversed(states!.examination!.on!) },
        settled: { ...states!.settled, on: { ...states!.settled!.on, MARK_OBSOLETE: { target: 'obsolete' } } },
      },
    },
    machine.implementations,
  );
}

const idsOf = (chart: AnyStateMachine) => keyedPaths('dossierStatus', walk(chart, dossierStatusModel));
/** Each path's rows by its id, the id column left out. */
const rowsById = (chart: AnyStateMachine) => {
  const byId = new Map<string, string[][]>();
  for (const row of pathRows('dossierStatus', walk(chart, dossierStatusModel))) byId.set(row[1]!, [...(byId.get(row[1]!) ?? []), row]);
  return byId;
};

describe('a path id', () => {
  const events = [{ type: 'ACCEPT_TACITLY', today: '2026-03-14', deadline: '2026-03-13' }, { type: 'REGISTER_SHARE_PAYMENT' }];

  it('names the machine, then a short hash of the content', () => {
    expect(pathId('dossierStatus', events)).toMatch(/^dossierStatus-[0-9a-f]{10}$/);
  });

  it('depends on the events and their payloads, not on the order of a payload’s fields', () => {
    const same = pathId('dossierStatus', events);
    expect(pathId('dossierStatus', [{ deadline: '2026-03-13', today: '2026-03-14', type: 'ACCEPT_TACITLY' }, events[1]!])).toBe(same);
    expect(pathId('dossierStatus', [{ ...events[0]!, today: '2026-03-13' }, events[1]!])).not.toBe(same);
    expect(pathId('dossierStatus', [events[1]!, events[0]!])).not.toBe(same);
    expect(pathId('dossierStatus', [events[0]!])).not.toBe(same);
    expect(pathId('dossierStatus', [...events, events[1]!])).not.toBe(same);
    expect(pathId('serviceReport', events)).not.toBe(same);
  });

  it('reads an error in a payload by its name and message, which plain JSON would drop', () => {
    expect(canonicalJson({ type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') })).toBe(
      '{"error":{"message":"Failed to fetch","name":"TypeError"},"type":"xstate.error.actor.login"}',
    );
    expect(pathId('session', [{ type: 'E', error: new TypeError('a') }])).not.toBe(pathId('session', [{ type: 'E', error: new TypeError('b') }]));
  });

  it('survives an unrelated edit of its machine: every path walked before is walked after under the same id, with the same steps', () => {
    const before = rowsById(machine);
    const after = rowsById(editedChart());
    expect(after.size).toBeGreaterThan(before.size);
    for (const [id, rows] of before) expect(after.get(id), id).toEqual(rows);
  });

  it('changes with its own events: the new transition’s paths have ids of their own', () => {
    const known = new Set(idsOf(machine).map((path) => path.id));
    const added = idsOf(editedChart()).filter((path) => !known.has(path.id));
    expect(added.length).toBeGreaterThan(0);
    for (const path of added) expect(path.steps.some((step) => step.before.matches('settled') && step.event.type === 'MARK_OBSOLETE')).toBe(true);
  });
});
