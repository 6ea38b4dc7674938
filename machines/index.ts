import { idleLogoutMachine } from './idleLogout.machine';
import { sessionMachine } from './session.machine';

/**
 * Every statechart of the product. model-tests/ walks each one and fails to compile until a new
 * machine has its event fixtures there.
 */
export const machines = {
  session: sessionMachine,
  idleLogout: idleLogoutMachine,
} as const;

export type MachineName = keyof typeof machines;
