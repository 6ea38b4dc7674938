import type { AccountStep } from '../accountWizard.types';

export type AccountStepAccess = { allow: true } | { redirect: AccountStep };

/**
 * The guard of /signup and /validate-account's routes (spec section 2, as the dossier wizards are guarded): the
 * screen shown is the step the machine is at, so that no step is reached by typing its address before its turn,
 * and none is shown again once passed (the screens' "Précédent" moves the machine back first). What the URL brings
 * (the e-mailed link's token, the identity provider's way back) is sent to the machine before this is asked.
 */
export function accountStepAccess(current: AccountStep, target: AccountStep): AccountStepAccess {
  return current === target ? { allow: true } : { redirect: current };
}
