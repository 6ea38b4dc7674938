import type { Chart } from './describe';

/** A box of the drawing, in the drawing's own units (CSS pixels at 100 %), from its top-left corner. */
export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An arrow: its polyline from the source's border to the target's, and where its label sits. */
export interface ChartArrow {
  /** The transition drawn (ChartTransition.id); a transition with several targets has one arrow each. */
  transition: string;
  target: string;
  points: Array<[number, number]>;
  label: ChartBox | null;
}

/** A chart with the layout computed at build time (elkjs), so that the browser only draws it. */
export interface LaidOutChart extends Chart {
  width: number;
  height: number;
  boxes: Record<string, ChartBox>;
  arrows: ChartArrow[];
  /** Each compound state's (and the machine's) entry: a dot, and the arrow to its initial state. */
  entries: Array<{ dot: ChartBox; points: Array<[number, number]> }>;
}

/** A snapshot the model tests' walk reached: the states it is in, and its context (an index in `contexts`). */
export interface SimulatedSnapshot {
  active: string[];
  context: number;
}

/**
 * One event tried in a snapshot by the walk: where it led, the transitions it took and those of its type whose guards
 * refused (indexes in the chart's `transitions`).
 */
export interface SimulatedMove {
  from: number;
  to: number;
  event: Record<string, unknown> & { type: string };
  taken: number[];
  refused: number[];
}

/**
 * The machine run at build time by the model tests' walk, on their event fixtures, its effects inert: the studio's
 * simulator steps through it, so the browser never runs a machine, and no data is touched.
 */
export interface Simulation {
  initial: number;
  /** The contexts met, each once, as JSON cut short. */
  contexts: string[];
  snapshots: SimulatedSnapshot[];
  moves: SimulatedMove[];
}

/** What the studio loads for a machine: its laid-out chart and its simulation. */
export interface StudioChart extends LaidOutChart {
  simulation: Simulation;
}
