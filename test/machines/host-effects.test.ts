import { createActor, setup, toPromise, type AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { hostAction, hostActor } from '../../machines/host-effects';
import { machines } from '../../machines/index';
import { storedStatusMapping } from '../../machines/stored-status';

/** DESIGN.md, Machines: an effect the host forgot to provide fails loudly, naming itself, instead of doing nothing. */
describe('host effects left unprovided', () => {
  it('a host action throws, naming the effect', () => {
    expect(() => hostAction('notifyProvider')({}, undefined)).toThrow('"notifyProvider" must be provided by the host with machine.provide()');
  });

  it('a host promise actor rejects, naming the effect, so the machine takes its error path', async () => {
    const machine = setup({ actors: { save: hostActor<void>('saveStep') } }).createMachine({ invoke: { src: 'save' } });
    const actor = createActor(machine);
    const settled = toPromise(actor).catch((error: Error) => error.message);
    actor.start();
    await expect(settled).resolves.toContain('"saveStep" must be provided');
  });
});

describe('storedStatusMapping: a stored status id and its top-level state, both ways', () => {
  const mapping = storedStatusMapping('lien', { 0: 'pending', 1: 'validated' } as const);

  it('reads the state of a status, and the status of a state value, nested ones by their top-level state', () => {
    expect(mapping.toState(1)).toBe('validated');
    expect(mapping.toStatus('pending')).toBe(0);
    expect(mapping.toStatus({ validated: 'notifying' })).toBe(1);
  });

  it('refuses a state no status stands for, naming the machine', () => {
    expect(() => mapping.toStatus('deleted')).toThrow(/^lien: no status for state "deleted"$/);
  });
});

/** The action names a state node's transitions, entries and exits refer to (inline ones have no name). */
function namedActionsOf(node: AnyStateNode): string[] {
  const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  const actions = [...node.entry, ...node.exit, ...transitions.flatMap((t) => t.actions)];
  const names = actions.flatMap((action) => (typeof action === 'string' ? [action] : typeof action === 'object' && action !== null && 'type' in action ? [String(action.type)] : []));
  return [...names, ...Object.values(node.states).flatMap(namedActionsOf)];
}

function messageOf(effect: () => unknown): string {
  try {
    effect();
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

/** Every machine of the registry: its effects are the host's, and each one says which it is when forgotten. */
describe.each(Object.entries(machines))('the %s machine leaves its effects to the host', (_, machine) => {
  const { actions } = machine.implementations;

  it('defines every action its states and transitions name', () => {
    expect([...new Set(namedActionsOf(machine.root))].filter((name) => !(name in actions))).toEqual([]);
  });

  it('names each host action by its own name when the host forgets it', () => {
    for (const [name, action] of Object.entries(actions)) {
      const message = typeof action === 'function' ? messageOf(() => (action as (args: unknown, params: unknown) => void)({}, undefined)) : '';
      if (message.includes('must be provided')) expect(message, name).toContain(`"${name}"`);
    }
  });
});
