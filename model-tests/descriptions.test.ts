import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { machines } from '../machines/index';

/** Words of English sentences that French ones never use: a description written in English shows them. */
const ENGLISH = /\b(the|and|is|are|of|to|with|when|while|which)\b/i;
/** What a blank or missing word leaves in a sentence built from parts: "undefined", two spaces, a space before a comma or a full stop. */
const HOLE = /\bundefined\b|\bnull\b|\s{2}|\s[,.]/;

function* nodesOf(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states)) yield* nodesOf(child);
}

/** Every transition of the node, the eventless and delayed ones and the invocations' outcomes included. */
function transitionsOf(node: AnyStateNode) {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) => ({ label: `${node.id} ${t.eventType || '(always)'}`, description: t.description }));
}

/** The analysts read the machines through their descriptions (the studio, `npm run paths`): in French, everywhere. */
describe.each(Object.entries(machines))('the %s machine describes itself in French', (_, machine) => {
  it('on every state', () => {
    for (const node of nodesOf(machine.root)) {
      expect(node.description, node.id).toBeTruthy();
      expect(node.description, node.id).not.toMatch(ENGLISH);
      expect(node.description, node.id).not.toMatch(HOLE);
    }
  });

  it('on every transition (every event a state takes)', () => {
    for (const node of nodesOf(machine.root)) {
      for (const { label, description } of transitionsOf(node)) {
        expect(description, label).toBeTruthy();
        expect(description, label).not.toMatch(ENGLISH);
        expect(description, label).not.toMatch(HOLE);
      }
    }
  });
});
