import ELK, { type ElkEdgeSection, type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Chart, ChartState } from '../../machines/chart/describe';
import { arrowText } from '../../machines/chart/labels';
import type { ChartArrow, ChartBox, LaidOutChart } from '../../machines/chart/layout-types';

/** Text widths are estimated (no fonts at build time): generous enough for the studio's sans-serif at 13 px. */
const CHAR = 7.4;
const LABEL_CHAR = 6.6;
const STATE_HEIGHT = 36;
const DOT = 12;
const ROOT = '#root';
/** One line per entry/exit action or invoked service, in a smaller font (the drawing's EFFECT_LINE). */
const EFFECT_LINE = 15;
const EFFECT_CHAR = 5.9;


/** The lines under a state's name: its entry and exit actions and invoked services (`entrée / verrouille…`). */
const effectChars = (state: ChartState) => state.effects.map((effect) => Math.max(effect.label.length, effect.name.length) + 9);

function stateNode(state: ChartState, children: ElkNode[]): ElkNode {
  const effects = state.effects.length * EFFECT_LINE;
  const width = Math.max(90, Math.max(state.key.length, state.label.length) * CHAR + 28, ...effectChars(state).map((chars) => chars * EFFECT_CHAR + 20));
  if (children.length === 0) return { id: state.id, width, height: STATE_HEIGHT + effects };
  return {
    id: state.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${34 + effects},left=14,bottom=14,right=14]`,
      'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
      // Wide enough for its own name and effects, whatever its children.
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width}, ${STATE_HEIGHT + effects})`,
    },
  };
}

/** The ELK graph of a chart: nested states, an entry dot per compound level, one edge per transition target. */
function elkGraph(chart: Chart): { graph: ElkNode; edges: Map<string, { transition: string; target: string }> } {
  const childrenOf = new Map<string | null, ChartState[]>();
  for (const state of chart.states) childrenOf.set(state.parent, [...(childrenOf.get(state.parent) ?? []), state]);
  const build = (parent: string | null): ElkNode[] => {
    const states = childrenOf.get(parent) ?? [];
    const nodes = states.map((state) => stateNode(state, build(state.id)));
    if (states.some((s) => s.initial)) nodes.unshift({ id: `${parent ?? ROOT}#entry`, width: DOT, height: DOT });
    return nodes;
  };
  const edges = new Map<string, { transition: string; target: string }>();
  const elkEdges: ElkExtendedEdge[] = [];
  for (const state of chart.states.filter((s) => s.initial)) {
    elkEdges.push({ id: `${state.id}#entry`, sources: [`${state.parent ?? ROOT}#entry`], targets: [state.id] });
  }
  chart.transitions.forEach((t, index) => {
    for (const target of t.targets.length > 0 ? t.targets : [t.source]) {
      const id = `t${index}:${target}`;
      edges.set(id, { transition: t.id, target });
      // Room for the longer of the French and the code names: the studio switches between them without a new layout.
      const text = [arrowText(t), arrowText({ event: t.eventLabel, guard: t.guardLabel })].sort((a, b) => b.length - a.length)[0]!;
      elkEdges.push({ id, sources: [t.source], targets: [target], labels: [{ id: `${id}#label`, text, width: text.length * LABEL_CHAR + 8, height: 16 }] });
    }
  });
  const graph: ElkNode = {
    id: ROOT,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: build(null),
    edges: elkEdges,
  };
  return { graph, edges };
}

const pointsOf = (sections: ElkEdgeSection[] | undefined, dx: number, dy: number): Array<[number, number]> =>
  (sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p): [number, number] => [round(p.x + dx), round(p.y + dy)]));

const round = (n: number) => Math.round(n * 10) / 10;

/** Lays the chart out (layered, top to bottom) and returns it with absolute boxes and arrows. */
export async function layOutChart(chart: Chart): Promise<LaidOutChart> {
  const { graph, edges } = elkGraph(chart);
  const laid = await new ELK().layout(graph);
  const boxes: Record<string, ChartBox> = {};
  const origin = new Map<string, [number, number]>([[ROOT, [0, 0]]]);
  const visit = (node: ElkNode, dx: number, dy: number) => {
    for (const child of node.children ?? []) {
      const x = dx + (child.x ?? 0);
      const y = dy + (child.y ?? 0);
      origin.set(child.id, [x, y]);
      boxes[child.id] = { x: round(x), y: round(y), width: round(child.width ?? 0), height: round(child.height ?? 0) };
      visit(child, x, y);
    }
  };
  visit(laid, 0, 0);
  const arrows: ChartArrow[] = [];
  const entries: LaidOutChart['entries'] = [];
  const collect = (node: ElkNode) => {
    for (const edge of (node.edges ?? []) as Array<ElkExtendedEdge & { container?: string }>) {
      const [dx, dy] = origin.get(edge.container ?? node.id) ?? [0, 0];
      const points = pointsOf(edge.sections, dx, dy);
      const drawn = edges.get(edge.id);
      if (drawn) {
        const label = edge.labels?.[0];
        arrows.push({ ...drawn, points, label: label ? { x: round((label.x ?? 0) + dx), y: round((label.y ?? 0) + dy), width: round(label.width ?? 0), height: round(label.height ?? 0) } : null });
      } else {
        entries.push({ dot: boxes[edge.sources[0]!]!, points });
      }
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(laid);
  for (const id of Object.keys(boxes)) if (id.endsWith('#entry')) delete boxes[id];
  return { ...chart, width: round(laid.width ?? 0), height: round(laid.height ?? 0), boxes, arrows, entries };
}
