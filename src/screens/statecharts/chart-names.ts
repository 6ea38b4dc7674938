import type { StateValue } from 'xstate';

/** A state as analysts read it: its path below the machine, `serviceConfirmed › reportInProgress`; the machine itself by its id. */
export const stateName = (stateId: string) => stateId.split('.').slice(1).join(' › ') || stateId;

/** The ids of every state a state value is in, compound ones included (`dossierStatus.introduction`, `….introduction.encoding`). */
export function activeStateIds(prefix: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child === undefined ? [] : activeStateIds(`${prefix}.${key}`, child))]);
}
