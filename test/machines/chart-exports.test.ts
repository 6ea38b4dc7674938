import { JSDOM } from 'jsdom';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { describeMachine, type Chart } from '../../machines/chart/describe';
import { toScxml } from '../../machines/chart/scxml';
import { toXStateJson } from '../../machines/chart/xstate-json';
import { mermaidId, toMermaid } from '../../machines/chart/mermaid';
import { arrowText } from '../../machines/chart/labels';

const { DOMParser } = new JSDOM().window;

/** What both formats must keep of a machine: its states and kinds, and each transition's source, event, guard, targets and actions. */
const shape = (chart: Chart) => ({
  states: chart.states.map((s) => `${s.id} ${s.kind}${s.initial ? ' initial' : ''} ${s.effects.map((e) => `${e.kind}:${e.name}`).join(',')}`).sort(),
  transitions: chart.transitions.map((t) => `${t.source} ${t.eventType} [${t.guard ?? ''}] -> ${t.targets.join(' ')} / ${t.actions.join(',')}`).sort(),
});

const STATE_ELEMENTS = new Set(['state', 'parallel', 'final', 'history']);

/** The same shape read back from SCXML text, with nothing but an XML parser. */
function shapeOfScxml(text: string) {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const states: string[] = [];
  const transitions: string[] = [];
  const sends = (element: Element | undefined) => (element ? [...element.children].filter((c) => c.localName === 'send').map((c) => c.getAttribute('event')!) : []);
  const visit = (element: Element) => {
    const id = element.getAttribute('id')!;
    const parent = element.parentElement!;
    const kind = element.localName === 'state' ? ([...element.children].some((c) => STATE_ELEMENTS.has(c.localName)) ? 'compound' : 'atomic') : element.localName;
    const initial = STATE_ELEMENTS.has(parent.localName) && parent.localName === 'state' && parent.getAttribute('initial') === id;
    const child = (name: string) => [...element.children].find((c) => c.localName === name);
    const effects = [
      ...sends(child('onentry')).map((name) => `entry:${name}`),
      ...[...element.children].filter((c) => c.localName === 'invoke').map((c) => `invoke:${c.getAttribute('id')}`),
      ...sends(child('onexit')).map((name) => `exit:${name}`),
    ];
    states.push(`${id} ${kind}${initial ? ' initial' : ''} ${effects.join(',')}`);
    for (const t of [...element.children].filter((c) => c.localName === 'transition')) {
      transitions.push(`${id} ${t.getAttribute('event') ?? ''} [${t.getAttribute('cond') ?? ''}] -> ${t.getAttribute('target') ?? ''} / ${sends(t).join(',')}`);
    }
    for (const c of [...element.children].filter((c) => STATE_ELEMENTS.has(c.localName))) visit(c);
  };
  visit(document.documentElement.firstElementChild!);
  return { states: states.sort(), transitions: transitions.sort() };
}

/** What a Mermaid reader finds in our export: each state's parent block and name, each level's initial state, the final states, and the arrows with their labels. */
function readMermaid(text: string) {
  // Mermaid's entities back to their characters.
  const lines = text.trimEnd().replace(/#59;/g, ';').replace(/#quot;/g, '"').replace(/#35;/g, '#').split('\n');
  expect(lines[0]).toBe('stateDiagram-v2');
  const parents: string[] = [];
  const states = new Map<string, { parent: string | null; label: string }>();
  const initials: string[] = [];
  const finals: string[] = [];
  const arrows: string[] = [];
  for (const line of lines.slice(1).map((l) => l.trim())) {
    const open = /^state (\w+) \{$/.exec(line);
    const arrow = /^(\[\*\]|\w+) --> (\[\*\]|\w+)(?: : (.+))?$/.exec(line);
    const named = /^(\w+) : (.+)$/.exec(line);
    if (open) parents.push(open[1]!);
    else if (line === '}') parents.pop();
    else if (arrow && arrow[1] === '[*]') initials.push(arrow[2]!);
    else if (arrow && arrow[2] === '[*]') finals.push(arrow[1]!);
    else if (arrow) arrows.push(`${arrow[1]} -> ${arrow[2]} : ${arrow[3]}`);
    else if (named) states.set(named[1]!, { parent: parents.at(-1) ?? null, label: named[2]! });
    else throw new Error(`unread Mermaid line: ${line}`);
  }
  return { states: Object.fromEntries(states), initials: initials.sort(), finals: finals.sort(), arrows: arrows.sort() };
}

describe.each(Object.entries(machines))('the %s machine exported', (_, machine) => {
  const chart = describeMachine(machine);

  it('as SCXML reads back with the same states, transitions, guards and actions', () => {
    const text = toScxml(chart);
    expect(text).toContain('xmlns="http://www.w3.org/2005/07/scxml"');
    expect(shapeOfScxml(text)).toEqual(shape(chart));
  });

  it('as a Mermaid stateDiagram-v2 reads back with the same states, nesting, French names and transitions', () => {
    const read = readMermaid(toMermaid(chart));
    expect(read.states).toEqual(Object.fromEntries(chart.states.map((s) => [mermaidId(s.id), { parent: s.parent && mermaidId(s.parent), label: s.label }])));
    const root = chart.states.find((s) => s.parent === null)!;
    expect(read.initials).toEqual([root, ...chart.states.filter((s) => s.initial && s.parent !== null)].map((s) => mermaidId(s.id)).sort());
    expect(read.finals).toEqual(chart.states.filter((s) => s.kind === 'final').map((s) => mermaidId(s.id)).sort());
    const expected = chart.transitions.flatMap((t) => (t.targets.length > 0 ? t.targets : [t.source]).map((target) => `${mermaidId(t.source)} -> ${mermaidId(target)} : ${arrowText({ event: t.eventLabel, guard: t.guardLabel })}`));
    expect(read.arrows).toEqual(expected.sort());
  });

  it('as XState JSON builds, through XState itself, a machine of the same shape', () => {
    const json = JSON.parse(JSON.stringify(toXStateJson(chart)));
    const rebuilt = describeMachine(createMachine(json));
    expect(shape(rebuilt)).toEqual(shape(chart));
    expect(rebuilt.states.map((s) => s.description)).toEqual(chart.states.map((s) => s.description));
  });
});
