import type { MachineName } from '../machines/index';
import { idleLogoutModel } from './idleLogout.model';
import type { MachineModel } from './model';
import { sessionModel } from './session.model';

/** The walk model of every machine of machines/index.ts: a new machine fails compilation until it has one. */
export const models = {
  session: sessionModel,
  idleLogout: idleLogoutModel,
} satisfies Record<MachineName, MachineModel>;
