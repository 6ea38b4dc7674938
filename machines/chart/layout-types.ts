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
