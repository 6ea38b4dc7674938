import type { Chart, ChartState, ChartTransition } from './describe';

/** XML text and attribute values, escaped. */
const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Actions have no body here (the host performs them): each is a `<send>` of its name, which SCXML tools draw and list. */
const actionsXml = (names: string[], indent: string) => names.map((name) => `${indent}<send event="${xml(name)}"/>\n`).join('');

/** SCXML's element for a state: `<final>`, `<parallel>`, `<history>` or `<state>`. */
const elementOf = (state: ChartState) => (state.kind === 'final' ? 'final' : state.kind === 'parallel' ? 'parallel' : state.kind === 'history' ? 'history' : 'state');

function transitionXml(t: ChartTransition, indent: string): string {
  const attributes = [
    t.eventType === '' ? null : `event="${xml(t.eventType)}"`,
    t.guard ? `cond="${xml(t.guard)}"` : null,
    t.targets.length > 0 ? `target="${xml(t.targets.join(' '))}"` : null,
    // A transition without a target stays: SCXML's internal transition runs no exit nor entry.
    t.targets.length === 0 ? 'type="internal"' : null,
  ].filter(Boolean);
  const body = `${t.description ? `${indent}  <!-- ${xml(t.description).replace(/--/g, '—')} -->\n` : ''}${actionsXml(t.actions, `${indent}  `)}`;
  return body === '' ? `${indent}<transition ${attributes.join(' ')}/>\n` : `${indent}<transition ${attributes.join(' ')}>\n${body}${indent}</transition>\n`;
}

/**
 * A machine as W3C SCXML (https://www.w3.org/TR/scxml/), for tools that import it: states by their XState ids (unique,
 * so targets are unambiguous), guards as `cond` by name, actions as `<send>` of their names, invoked services as
 * `<invoke>`, descriptions as comments. Guards and actions carry their names, not their code: the SCXML is the
 * machine's shape and rules, which the host and its TypeScript run.
 */
export function toScxml(chart: Chart): string {
  const children = new Map<string | null, ChartState[]>();
  for (const state of chart.states) children.set(state.parent, [...(children.get(state.parent) ?? []), state]);
  const root = chart.states.find((state) => state.parent === null)!;
  const initialOf = (state: ChartState) => children.get(state.id)?.find((child) => child.initial)?.id;

  const stateXml = (state: ChartState, indent: string): string => {
    const element = elementOf(state);
    const initial = state.kind === 'compound' ? initialOf(state) : undefined;
    const effects = (kind: 'entry' | 'exit') => state.effects.filter((e) => e.kind === kind).map((e) => e.name);
    const body = [
      state.description ? `${indent}  <!-- ${xml(state.description).replace(/--/g, '—')} -->\n` : '',
      effects('entry').length > 0 ? `${indent}  <onentry>\n${actionsXml(effects('entry'), `${indent}    `)}${indent}  </onentry>\n` : '',
      effects('exit').length > 0 ? `${indent}  <onexit>\n${actionsXml(effects('exit'), `${indent}    `)}${indent}  </onexit>\n` : '',
      ...state.effects.filter((e) => e.kind === 'invoke').map((e) => `${indent}  <invoke id="${xml(e.name)}" type="xstate"/>\n`),
      ...chart.transitions.filter((t) => t.source === state.id).map((t) => transitionXml(t, `${indent}  `)),
      ...(children.get(state.id) ?? []).map((child) => stateXml(child, `${indent}  `)),
    ].join('');
    return `${indent}<${element} id="${xml(state.id)}"${initial ? ` initial="${xml(initial)}"` : ''}>\n${body}${indent}</${element}>\n`;
  };

  // The machine's own transitions and effects live on a top state of its id: SCXML's root takes none.
  return `<?xml version="1.0" encoding="UTF-8"?>\n<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" name="${xml(chart.id)}" initial="${xml(root.id)}">\n${stateXml(root, '  ')}</scxml>\n`;
}
