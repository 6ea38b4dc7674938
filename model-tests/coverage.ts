import type { AnyStateMachine } from 'xstate';
import { activeStates, allStates, allTransitions } from './transitions';
import type { WalkedPath } from './walk';
import { uniqueSteps } from './steps';

export interface Coverage {
  transitions: string[];
  covered: string[];
  uncovered: string[];
  states: string[];
  unreached: string[];
}

/** Which of the machine's transitions and states the walked paths went through. */
export function coverageOf(machine: AnyStateMachine, paths: WalkedPath[]): Coverage {
  const steps = uniqueSteps(paths);
  const taken = new Set(steps.flatMap((step) => step.transitions));
  const reached = new Set([
    ...steps.flatMap((step) => [step.before, step.after]).flatMap((s) => activeStates(machine, s)),
    ...steps.flatMap((step) => step.visited),
  ]);
  const transitions = allTransitions(machine);
  const states = allStates(machine);
  return {
    transitions,
    covered: transitions.filter((t) => taken.has(t)),
    uncovered: transitions.filter((t) => !taken.has(t)),
    states,
    unreached: states.filter((s) => !reached.has(s)),
  };
}
