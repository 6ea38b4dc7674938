import { assign, setup } from 'xstate';
import { hostAction } from './host-effects';
import {
  IDLE_LOGOUT_AFTER_MS,
  IDLE_WARNING_AFTER_MS,
  IDLE_WARNING_TOAST,
  MOUSE_MOVE_THROTTLE_MS,
  STALE_ACTIVITY_MS,
} from './idleLogout.constants';
import type { IdleLogoutContext, IdleLogoutEvent, IdleWarningToast } from './idleLogout.types';

interface At {
  at: number;
}

/** Params of the actions that need the time the event happened. */
const eventTime = ({ event }: { event: At }): At => ({ at: event.at });

/** An activity restarts the count here and tells the other tabs (three transitions take it). */
const restartCount = [
  { type: 'recordActivity', params: eventTime },
  { type: 'storeLastActivity', params: eventTime },
] as const;

/**
 * Automatic logout after inactivity, shared across tabs (spec section 9). The host feeds it DOM
 * activity, visibility changes and storage events, stores the last-activity time when asked
 * (`storeLastActivity`), shows the warning toast (`showIdleWarning`) and ends the session (`logout`).
 */
export const idleLogoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    context: {} as IdleLogoutContext,
    events: {} as IdleLogoutEvent,
  },
  guards: {
    isStoredActivityStale: (_, { at, lastActivity }: { at: number; lastActivity: number | null }) =>
      lastActivity !== null && at - lastActivity > STALE_ACTIVITY_MS,
    isMouseMoveCounted: ({ context }, { at }: At) =>
      // Stryker disable next-line ConditionalExpression: a first move's time less null is the time itself, decades past 2 seconds; the test narrows the type.
      context.lastMouseMoveAt === null ||
      at - context.lastMouseMoveAt >= MOUSE_MOVE_THROTTLE_MS,
    // Hidden time does not count, so the inactivity reached when hiding is the one to resume from.
    isWarningDue: ({ context }) => context.now - context.idleSince >= IDLE_WARNING_AFTER_MS,
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.idleSince + IDLE_WARNING_AFTER_MS - context.now),
    untilLogout: ({ context }) => Math.max(0, context.idleSince + IDLE_LOGOUT_AFTER_MS - context.now),
  },
  actions: {
    recordActivity: assign((_, { at }: At) => ({ idleSince: at, now: at })),
    recordMouseMove: assign((_, { at }: At) => ({ lastMouseMoveAt: at })),
    pauseTimers: assign((_, { at }: At) => ({ now: at })),
    resumeTimers: assign(({ context }, { at }: At) => ({ idleSince: context.idleSince + (at - context.now), now: at })),
    // The warning timer fires exactly when the warning is due; the logout delay counts from there.
    recordWarningTime: assign(({ context }) => ({ now: context.idleSince + IDLE_WARNING_AFTER_MS })),
    // Host effects: localStorage write, toast, end of the session.
    storeLastActivity: hostAction<At>('storeLastActivity'),
    showIdleWarning: hostAction<IdleWarningToast>('showIdleWarning'),
    logout: hostAction('logout'),
  },
}).createMachine({
  id: 'idleLogout',
  description: "La déconnexion après inactivité : avertissement après 15 minutes, déconnexion 5 minutes plus tard, partagée entre les onglets.",
  initial: 'notStarted',
  context: { idleSince: 0, now: 0, lastMouseMoveAt: null },
  states: {
    notStarted: {
      description: "Pas encore de session : la surveillance commence quand un utilisateur est connecté.",
      on: {
        START: [
          {
            guard: {
              type: 'isStoredActivityStale',
              params: ({ event }) => ({ at: event.at, lastActivity: event.lastActivity }),
            },
            target: 'loggedOut',
            description: "La dernière activité connue date de plus d'une heure : la session se termine aussitôt.",
          },
          {
            // Our reading: under an hour old, the count starts afresh now. Resuming from the stored time
            // instead would log out anything over 20 minutes old, and the 1-hour rule would never matter.
            target: 'running',
            actions: restartCount,
            description: 'Un utilisateur vient de se connecter : le décompte de l’inactivité commence.',
          },
        ],
      },
    },
    running: {
      description: "Un utilisateur est connecté : cet onglet compte l'inactivité.",
      initial: 'visible',
      on: { TIMER_REMOVED: { target: 'loggedOut', description: 'Un autre onglet a mis fin à la session.' } },
      states: {
        visible: {
          description: "L'onglet est affiché, l'inactivité compte ; toute activité relance le décompte.",
          initial: 'watching',
          on: {
            ACTIVITY: {
              target: '.watching',
              actions: restartCount,
              description: "Une touche, un clic ou un défilement : le décompte repart de zéro.",
            },
            MOUSE_MOVE: {
              guard: { type: 'isMouseMoveCounted', params: eventTime },
              target: '.watching',
              actions: [{ type: 'recordMouseMove', params: eventTime }, ...restartCount],
              description: 'Un mouvement de souris, compté au plus une fois par intervalle : le décompte repart de zéro.',
            },
            // Another tab already stored it: do not write it back.
            EXTERNAL_ACTIVITY: {
              target: '.watching',
              actions: { type: 'recordActivity', params: eventTime },
              description: "Un autre onglet signale une activité : le décompte de celui-ci repart aussi.",
            },
            VISIBILITY_HIDDEN: {
              target: 'hidden',
              actions: { type: 'pauseTimers', params: eventTime },
              description: "L'onglet est masqué : ses minuteries s'arrêtent.",
            },
          },
          states: {
            watching: {
              description: "Moins de 15 minutes d'inactivité.",
              after: {
                untilWarning: {
                  target: 'warned',
                  actions: ['recordWarningTime', { type: 'showIdleWarning', params: IDLE_WARNING_TOAST }],
                  description: "15 minutes sans activité : l'avertissement s'affiche.",
                },
              },
            },
            warned: {
              description: "L'avertissement est affiché, 5 minutes avant la déconnexion.",
              after: { untilLogout: { target: '#idleLogout.loggedOut', description: '5 minutes de plus sans activité : déconnexion.' } },
            },
          },
        },
        hidden: {
          description: "L'onglet est masqué : ses minuteries attendent qu'il soit de nouveau affiché.",
          on: {
            // Activity elsewhere still restarts the count this tab resumes from.
            EXTERNAL_ACTIVITY: {
              actions: { type: 'recordActivity', params: eventTime },
              description: "Un autre onglet signale une activité : l'heure retenue pour la reprise avance.",
            },
            VISIBILITY_VISIBLE: [
              {
                guard: 'isWarningDue',
                target: 'visible.warned',
                actions: { type: 'resumeTimers', params: eventTime },
                description: "L'onglet revient après l'heure de l'avertissement : celui-ci est affiché.",
              },
              {
                target: 'visible',
                actions: { type: 'resumeTimers', params: eventTime },
                description: "L'onglet revient avant l'heure de l'avertissement : le décompte reprend.",
              },
            ],
          },
        },
      },
    },
    loggedOut: {
      description: "L'inactivité, une activité trop ancienne ou un autre onglet a mis fin à la session.",
      type: 'final',
      entry: 'logout',
    },
  },
});
