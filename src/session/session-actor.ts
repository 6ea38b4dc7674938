import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import * as calls from '../api/auth/session-calls';
import { clearStoredSession } from '../api/token-store';
import { inspect } from '../machines-inspection';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Navigation and messages the session machine asks of the browser. */
export interface SessionHostEffects {
  goToLogin(): void;
  goHomeAndReload(): void;
  notifyNewVersion(): void;
}

/** The session machine with the browser's effects: the API calls, localStorage and navigation. */
export function createSessionActor(effects: SessionHostEffects): SessionActor {
  return createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(() => calls.restoreSession()),
        loginWithPassword: fromPromise(({ input }) => calls.loginWithPassword(input)),
        loginWithGestia: fromPromise(({ input }) => calls.loginWithGestia(input)),
        refreshLinkedOrganisations: fromPromise(() => calls.refreshLinkedOrganisations()),
        swapDroit: fromPromise(({ input }) => calls.swapDroit(input)),
        logout: fromPromise(() => calls.logout()),
      },
      // The host's effects are the machine's actions of the same names.
      actions: { clearStoredSession: () => clearStoredSession(), ...effects },
    }),
    { inspect },
  );
}

/** Route guards wait until the session knows whether someone is signed in (states tagged `settling`). */
export function settledSession(actor: SessionActor) {
  return waitFor(actor, (s) => !s.hasTag('settling'));
}

export function isConnected(actor: SessionActor): boolean {
  return actor.getSnapshot().matches('connected');
}
