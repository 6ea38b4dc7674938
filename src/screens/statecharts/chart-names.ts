import type { StateValue } from 'xstate';
import type { Chart, ChartTransition } from '../../../machines/chart/describe';
import { arrowText } from '../../../machines/chart/labels';
import { withSettings } from '../../../machines/chart/french';

/** A state as analysts read it: its path below the machine, `serviceConfirmed › reportInProgress`; the machine itself by its id. */
export const stateName = (stateId: string) => stateId.split('.').slice(1).join(' › ') || stateId;

/** The ids of every state a state value is in, compound ones included (`dossierStatus.introduction`, `….introduction.encoding`). */
export function activeStateIds(prefix: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child === undefined ? [] : activeStateIds(`${prefix}.${key}`, child))]);
}

/** How the studio names a chart's parts: in French by default, by their code names when the analyst asks. */
export interface ChartNames {
  code: boolean;
  /** A state's path: "6 · Prestation confirmée › Rapport en cours", or `serviceConfirmed › reportInProgress`. */
  state: (stateId: string) => string;
  /** A state's own name, on its box. */
  box: (stateId: string) => string;
  event: (t: ChartTransition) => string;
  guard: (t: ChartTransition) => string | null;
  /** What an arrow reads: the event, and its guard in brackets. */
  arrow: (t: ChartTransition) => string;
  /** The actions a transition runs, in French or by their code names. */
  actions: (t: ChartTransition) => string[];
  /** A French text with deadline settings read from the running configuration ("5 jours ouvrables"). */
  text: (text: string) => string;
}

/** `machineTitle` names the machine itself (its own transitions leave it), in French: its code id otherwise. */
export function chartNames(chart: Chart, code: boolean, settings: Readonly<Record<string, number>> = {}, machineTitle = chart.id): ChartNames {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const box = (stateId: string) => {
    const state = byId.get(stateId);
    return !state ? stateId : code ? state.key : state.label;
  };
  const text = (value: string) => withSettings(value, settings);
  return {
    code,
    box,
    state: (stateId) => (code ? stateName(stateId) : stateId === chart.id ? machineTitle : stateId.split('.').slice(1).map((_, index, path) => box(`${chart.id}.${path.slice(0, index + 1).join('.')}`)).join(' › ') || stateId),
    event: (t) => (code ? t.event : text(t.eventLabel)),
    guard: (t) => (code ? t.guard : t.guardLabel && text(t.guardLabel)),
    arrow: (t) => (code ? arrowText(t) : text(arrowText({ event: t.eventLabel, guard: t.guardLabel }))),
    actions: (t) => (code ? t.actions : t.actionLabels),
    text,
  };
}
