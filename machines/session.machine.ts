import { assertEvent, assign, setup } from 'xstate';
import { Droit, type DroitId } from '../domain/droits';
import { hasProviderOrganisation } from '../domain/session-droit';
import { hostAction, hostActor } from './host-effects';
import type {
  GestiaLoginInput,
  LoginInput,
  RefreshLinkedOrganisationsOutput,
  RestoreSessionInput,
  SessionContext,
  SessionData,
  SessionError,
  SessionEvent,
  SwapDroitInput,
} from './session.types';

/**
 * The login screen shows the error's own message or the word 'unexpected' (spec section 8); the
 * host's actors reject with `{ code, message }` taken from the API error body.
 */
export function toSessionError(error: unknown): SessionError {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    code: typeof code === 'string' && code !== '' ? code : 'unexpected',
    message: typeof message === 'string' && message !== '' ? message : 'unexpected',
  };
}

/** The API's code for a 503 (spec section 8). */
const MAINTENANCE_CODE = 'Under maintenance';

/** The header offers a right only if the contact holds it and is not in it (spec section 2, Layout). */
function canSwapTo(context: SessionContext, droitId: DroitId): boolean {
  const held = context.user?.droits.includes(droitId) ?? false;
  const swappable = droitId === Droit.Prestataire || droitId === Droit.Beneficiaire;
  // Swapping to provider without a provider organisation would be switched straight back (spec section 4).
  const usable = droitId !== Droit.Prestataire || hasProviderOrganisation(context.linkedOrganisations);
  return held && swappable && usable && droitId !== context.droitId;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: hostActor<SessionData, RestoreSessionInput>('restoreSession'),
    loginWithPassword: hostActor<SessionData, LoginInput>('loginWithPassword'),
    loginWithGestia: hostActor<SessionData, GestiaLoginInput>('loginWithGestia'),
    refreshLinkedOrganisations: hostActor<RefreshLinkedOrganisationsOutput>('refreshLinkedOrganisations'),
    swapDroit: hostActor<SessionData, SwapDroitInput>('swapDroit'),
    // Failures are ignored: the user is logged out locally anyway.
    logout: hostActor<void>('logout'),
  },
  guards: {
    isMaintenanceError: ({ event }) => toSessionError((event as { error?: unknown }).error).code === MAINTENANCE_CODE,
    isProviderWithoutProviderOrganisation: ({ context }) =>
      context.droitId === Droit.Prestataire && !hasProviderOrganisation(context.linkedOrganisations),
    canSwapDroit: ({ context }, params: SwapDroitInput) => canSwapTo(context, params.droitId),
  },
  actions: {
    assignSession: assign((_, session: SessionData) => ({
      user: session.user,
      linkedOrganisations: session.linkedOrganisations,
      droitId: session.droitId,
      error: null,
    })),
    assignLinkedOrganisations: assign((_, output: RefreshLinkedOrganisationsOutput) => ({
      linkedOrganisations: output.linkedOrganisations,
    })),
    assignLoginError: assign((_, error: SessionError) => ({ error })),
    clearError: assign({ error: null }),
    clearUser: assign({ user: null, linkedOrganisations: [], droitId: null }),
    setMaintenance: assign({ maintenance: true }),
    // Host effects: remove the token and the idle timer; navigate; toast.
    clearStoredSession: hostAction('clearStoredSession'),
    goToLogin: hostAction('goToLogin'),
    goHomeAndReload: hostAction('goHomeAndReload'),
    notifyNewVersion: hostAction('notifyNewVersion'),
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, under which right, and whether the platform is under maintenance (spec section 4).',
  initial: 'disconnected',
  context: { user: null, linkedOrganisations: [], droitId: null, error: null, maintenance: false },
  on: {
    // A 503 can answer any call, whatever the session is doing.
    MAINTENANCE: { actions: 'setMaintenance' },
    // Outside a session there is nobody to log out, but the new version is still worth telling.
    API_VERSION_MISMATCH: { actions: 'notifyNewVersion' },
  },
  states: {
    disconnected: {
      description: 'Nobody is signed in: only the public screens (login, sign-up, password reset) are open.',
      on: {
        RESTORE: 'restoring',
        LOGIN: { target: 'loggingIn', actions: 'clearError' },
        LOGIN_GESTIA: { target: 'loggingInWithGestia', actions: 'clearError' },
      },
    },
    restoring: {
      tags: ['settling'],
      description: 'A token is stored at launch: refresh it if its expiry passed, then load whoami.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ event }) => {
          assertEvent(event, 'RESTORE');
          return { expired: event.expired };
        },
        onDone: { target: 'connected', actions: { type: 'assignSession', params: ({ event }) => event.output } },
        onError: [
          // Under maintenance the token may well be valid: keep it for when the platform is back.
          { guard: 'isMaintenanceError', target: 'disconnected' },
          // An invalid stored token is discarded.
          { target: 'disconnected', actions: 'clearStoredSession' },
        ],
      },
    },
    loggingIn: {
      tags: ['settling'],
      description: 'The login screen sent an identifier and password (and the right asked by the role query).',
      invoke: {
        id: 'loginWithPassword',
        src: 'loginWithPassword',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { login: event.login, password: event.password, droitId: event.droitId };
        },
        onDone: { target: 'connected', actions: { type: 'assignSession', params: ({ event }) => event.output } },
        onError: {
          target: 'disconnected',
          actions: { type: 'assignLoginError', params: ({ event }) => toSessionError(event.error) },
        },
      },
    },
    loggingInWithGestia: {
      tags: ['settling'],
      description: 'The external identity service sent the browser back with a code; its failure shows the error code.',
      invoke: {
        id: 'loginWithGestia',
        src: 'loginWithGestia',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN_GESTIA');
          return { gestiaCode: event.gestiaCode, droitId: event.droitId };
        },
        onDone: { target: 'connected', actions: { type: 'assignSession', params: ({ event }) => event.output } },
        onError: {
          target: 'disconnected',
          actions: { type: 'assignLoginError', params: ({ event }) => toSessionError(event.error) },
        },
      },
    },
    connected: {
      description: 'A user is signed in under one right, with the organisations they are linked to.',
      initial: 'checkingDroit',
      on: {
        LOGOUT: 'loggingOut',
        // 498: the token is gone; no redirect, the route guard sends the visitor to login when needed.
        SESSION_EXPIRED: { target: 'disconnected', actions: ['clearStoredSession', 'clearUser'] },
        API_VERSION_MISMATCH: { target: 'loggingOut', actions: 'notifyNewVersion' },
      },
      states: {
        checkingDroit: {
          tags: ['settling'],
          description: 'A session just opened or changed: a provider without a provider organisation may not stay one.',
          always: [
            { guard: 'isProviderWithoutProviderOrganisation', target: 'switchingToBeneficiary' },
            { target: 'idle' },
          ],
        },
        switchingToBeneficiary: {
          tags: ['settling'],
          description: 'Signed in as provider with no provider organisation linked: the spec switches to beneficiary.',
          invoke: {
            id: 'switchToBeneficiary',
            src: 'swapDroit',
            input: { droitId: Droit.Beneficiaire },
            onDone: { target: 'checkingDroit', actions: { type: 'assignSession', params: ({ event }) => event.output } },
            // Staying a provider without organisation is not allowed, so the session ends.
            onError: '#session.loggingOut',
          },
        },
        idle: {
          description: 'The session is settled; the screens may refresh organisations or swap the right.',
          on: {
            REFRESH_LINKED_ORGANISATIONS: 'refreshingLinkedOrganisations',
            SWAP_DROIT: {
              guard: { type: 'canSwapDroit', params: ({ event }) => ({ droitId: event.droitId }) },
              target: 'swappingDroit',
            },
          },
        },
        refreshingLinkedOrganisations: {
          description: 'Linked organisations are reloaded on demand (e.g. after a link was validated).',
          invoke: {
            id: 'refreshLinkedOrganisations',
            src: 'refreshLinkedOrganisations',
            onDone: {
              // A provider may have lost its last provider organisation.
              target: 'checkingDroit',
              actions: { type: 'assignLinkedOrganisations', params: ({ event }) => event.output },
            },
            onError: 'idle',
          },
        },
        swappingDroit: {
          description: 'The user chose the other right in the header menu; on success the app goes Home and reloads.',
          invoke: {
            id: 'swapDroit',
            src: 'swapDroit',
            input: ({ event }) => {
              assertEvent(event, 'SWAP_DROIT');
              return { droitId: event.droitId };
            },
            onDone: {
              target: 'checkingDroit',
              actions: [{ type: 'assignSession', params: ({ event }) => event.output }, 'goHomeAndReload'],
            },
            onError: 'idle',
          },
        },
      },
    },
    loggingOut: {
      tags: ['settling'],
      description: 'Logout calls the server; whatever it answers, the session then ends here.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'disconnected', actions: ['clearStoredSession', 'goToLogin', 'clearUser'] },
        onError: { target: 'disconnected', actions: ['clearStoredSession', 'goToLogin', 'clearUser'] },
      },
    },
  },
});
