import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { signupMachine } from '../../../machines/signup.machine';
import { validateAccountMachine } from '../../../machines/validateAccount.machine';
import type { AccountStep, AccountWizardContext } from '../../../machines/accountWizard.types';
import type { SignupType } from '../../../domain/schemas/signup';
import { inspect } from '../../machines-inspection';

/**
 * The browser's actor of each account screen (/signup, /validate-account): one per tab, its snapshot kept in the
 * tab's session storage, so that the visit to the identity provider (a full page change) finds it at step 2 again.
 */
const MACHINES = { create: signupMachine, validate: validateAccountMachine } as const;
/** Either machine's actor: both share their context and their common events (machines/accountWizard.types.ts). */
export type AccountWizardActor = Actor<AnyStateMachine>;

const storageKey = (type: SignupType) => `accountWizard:${type}`;
const actors: Partial<Record<SignupType, AccountWizardActor>> = {};

function restored(type: SignupType): unknown {
  try {
    const saved = sessionStorage.getItem(storageKey(type));
    return saved ? JSON.parse(saved) : undefined;
  } catch {
    return undefined;
  }
}

function start(type: SignupType): AccountWizardActor {
  const machine = MACHINES[type];
  let actor: AccountWizardActor;
  try {
    actor = createActor(machine as AnyStateMachine, { snapshot: restored(type) as never, inspect });
    actor.start();
  } catch {
    // A snapshot of an older chart: start again.
    actor = createActor(machine as AnyStateMachine, { inspect });
    actor.start();
  }
  actor.subscribe(() => sessionStorage.setItem(storageKey(type), JSON.stringify(actor.getPersistedSnapshot())));
  return actor;
}

export function accountWizard(type: SignupType): AccountWizardActor {
  return (actors[type] ??= start(type));
}

/** Forgets the tab's progress (a confirmed account, or a new sign-up after one). */
export function resetAccountWizard(type: SignupType): AccountWizardActor {
  actors[type]?.stop();
  sessionStorage.removeItem(storageKey(type));
  delete actors[type];
  return accountWizard(type);
}

export const currentStep = (actor: AccountWizardActor) => actor.getSnapshot().value as AccountStep;
export const contextOf = (actor: AccountWizardActor) => actor.getSnapshot().context as AccountWizardContext;

