import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { frenchOf, withSettings } from '../../machines/chart/french';
import { FRENCH_LABELS } from '../../machines/chart/french-labels';
import { guardName } from '../../machines/chart/labels';

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodesOf)];

/** Every code name of a machine an analyst would otherwise read on the drawing, with the French found for it. */
function codeNames(machine: (typeof machines)[keyof typeof machines]) {
  const french = frenchOf(machine.id);
  const nodes = nodesOf(machine.root);
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
  return [
    ...nodes.slice(1).map((node) => [`état ${node.path.join('.')}`, french.state(node.path.join('.'))] as const),
    ...transitions.map((t) => [`événement ${t.eventType || 'always'}`, french.event(t.eventType)] as const),
    ...transitions.flatMap((t) => {
      const guard = guardName(t);
      return guard ? [[`condition ${guard}`, french.guard(guard)?.rule ?? null] as const] : [];
    }),
    ...nodes.flatMap((node) => node.invoke.map((invoke) => [`service ${invoke.id}`, french.actor(invoke.id)] as const)),
    ...[...nodes.flatMap((node) => [...node.entry, ...node.exit]), ...transitions.flatMap((t) => t.actions)]
      .map((action: unknown) => (typeof action === 'string' ? action : (action as { type?: unknown }).type))
      .filter((type): type is string => typeof type === 'string' && !type.startsWith('xstate.'))
      .map((type) => [`action ${type}`, french.effect(type)] as const),
  ];
}

describe.each(Object.entries(machines))('the %s machine in French', (_, machine) => {
  it('has a short French label for every state, event, guard and action, and a business rule for every guard', () => {
    const missing = codeNames(machine).filter(([, label]) => label === null || label.trim() === '').map(([name]) => name);
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('the French labels', () => {
  it('name no machine that machines/index.ts does not register', () => {
    const ids = Object.values(machines).map((machine) => machine.id);
    expect(Object.keys(FRENCH_LABELS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('read a negated guard as the contrary of its rule', () => {
    expect(frenchOf('introductionWizard').guard('not isOpen')?.label).toBe('non : écran ouvert');
  });

  it('name delays and invoked services in French', () => {
    expect(frenchOf('idleLogout').event('xstate.after.untilLogout.idleLogout.running.visible.warned')).toBe('après 5 minutes de plus');
    expect(frenchOf('session').event('xstate.error.actor.logout')).toBe('échec : déconnexion');
  });

  it('give deadlines the running configuration’s number instead of a setting name', () => {
    expect(withSettings('Le délai (ADMISSIBILITY_DAYS jours ouvrables) ; ACCEPT_TACITLY', { ADMISSIBILITY_DAYS: 5 })).toBe('Le délai (5 jours ouvrables) ; ACCEPT_TACITLY');
  });
});
