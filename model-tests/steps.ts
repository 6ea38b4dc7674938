import type { WalkedPath, WalkedStep } from './walk';

/** Each step once: paths share their steps, and a rule needs to see a step only once. */
export function uniqueSteps(paths: WalkedPath[]): WalkedStep[] {
  return [...new Set(paths.flatMap((path) => path.steps))];
}

/** The steps a rule is about; none would make the rule check nothing, so that fails. */
export function stepsWhere(paths: WalkedPath[], about: (step: WalkedStep) => boolean): WalkedStep[] {
  const found = uniqueSteps(paths).filter(about);
  if (found.length === 0) throw new Error('no walked step is concerned by this rule: the walk misses a case');
  return found;
}

/** The steps that took `eventType` (at least one). */
export function stepsOn(paths: WalkedPath[], eventType: string): WalkedStep[] {
  return stepsWhere(paths, (step) => step.event.type === eventType);
}

/** Whether the step ran the named action (a host effect). */
export function ran(step: WalkedStep, action: string): boolean {
  return step.actions.some((a) => a.type === action);
}

/** Host effects the step ran, in order, built-in ones (raise, cancel, spawn...) left out. */
export function effects(step: WalkedStep): string[] {
  return step.actions.map((a) => a.type).filter((type) => !type.startsWith('xstate.'));
}

/** `disconnected --LOGIN--> "loggingIn"`, for assertion messages. */
export function describeStep(step: WalkedStep): string {
  return `${JSON.stringify(step.before.value)} --${JSON.stringify(step.event)}--> ${JSON.stringify(step.after.value)}`;
}
