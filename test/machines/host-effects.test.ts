import { createActor, setup, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { hostAction, hostActor } from '../../machines/host-effects';
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
