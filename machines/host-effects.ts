import { fromPromise } from 'xstate';

/**
 * Machines hold no effect of their own (DESIGN.md, Machines): the browser or the server provides each
 * one with `machine.provide()`. These defaults fail loudly so that a forgotten effect is a visible
 * error instead of a silent no-op.
 */
function notProvided(name: string): Error {
  return new Error(`"${name}" must be provided by the host with machine.provide()`);
}

/** Default for a host action; `TParams` types the params the machine passes to it. */
export function hostAction<TParams = undefined>(name: string): (args: unknown, params: TParams) => void {
  return () => {
    throw notProvided(name);
  };
}

/** Default for a host promise actor: it rejects, so the machine takes its error path. */
export function hostActor<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvided(name)));
}
