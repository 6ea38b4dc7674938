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

/**
 * Automatic logout after inactivity, shared across tabs (spec section 9). The host feeds it DOM
 * activity, visibility changes and storage events, stores the last-activity time when asked
 * (`storeLastActivity`), shows the warning toast (`showIdleWarning`) and ends the session (`logout`).
 */
export const idleLogoutMachine = setup({
  types: {
    context: {} as IdleLogoutContext,
    events: {} as IdleLogoutEvent,
  },
  guards: {
    isStoredActivityStale: (_, { at, lastActivity }: { at: number; lastActivity: number | null }) =>
      lastActivity !== null && at - lastActivity > STALE_ACTIVITY_MS,
    isMouseMoveCounted: ({ context }, { at }: At) =>
      context.lastMouseMoveAt === null || at - context.lastMouseMoveAt >= MOUSE_MOVE_THROTTLE_MS,
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
  initial: 'notStarted',
  context: { idleSince: 0, now: 0, lastMouseMoveAt: null },
  states: {
    notStarted: {
      description: 'No session yet: the watch starts when a user is connected.',
      on: {
        START: [
          {
            guard: {
              type: 'isStoredActivityStale',
              params: ({ event }) => ({ at: event.at, lastActivity: event.lastActivity }),
            },
            target: 'loggedOut',
          },
          {
            // Our reading: under an hour old, the count starts afresh now. Resuming from the stored time
            // instead would log out anything over 20 minutes old, and the 1-hour rule would never matter.
            target: 'running',
            actions: [
              { type: 'recordActivity', params: eventTime },
              { type: 'storeLastActivity', params: eventTime },
            ],
          },
        ],
      },
    },
    running: {
      description: 'A user is connected: this tab counts inactivity.',
      initial: 'visible',
      on: { TIMER_REMOVED: 'loggedOut' },
      states: {
        visible: {
          description: 'The tab is shown, so inactivity counts; any activity starts the count again.',
          initial: 'watching',
          on: {
            ACTIVITY: {
              target: '.watching',
              reenter: true,
              actions: [
                { type: 'recordActivity', params: eventTime },
                { type: 'storeLastActivity', params: eventTime },
              ],
            },
            MOUSE_MOVE: {
              guard: { type: 'isMouseMoveCounted', params: eventTime },
              target: '.watching',
              reenter: true,
              actions: [
                { type: 'recordMouseMove', params: eventTime },
                { type: 'recordActivity', params: eventTime },
                { type: 'storeLastActivity', params: eventTime },
              ],
            },
            // Another tab already stored it: do not write it back.
            EXTERNAL_ACTIVITY: {
              target: '.watching',
              reenter: true,
              actions: { type: 'recordActivity', params: eventTime },
            },
            VISIBILITY_HIDDEN: { target: 'hidden', actions: { type: 'pauseTimers', params: eventTime } },
          },
          states: {
            watching: {
              description: 'Less than 15 minutes of inactivity.',
              after: {
                untilWarning: { target: 'warned', actions: ['recordWarningTime', { type: 'showIdleWarning', params: IDLE_WARNING_TOAST }] },
              },
            },
            warned: {
              description: 'The warning toast was shown 5 minutes before the logout.',
              after: { untilLogout: '#idleLogout.loggedOut' },
            },
          },
        },
        hidden: {
          description: 'The tab is hidden: its timers pause until it is shown again.',
          on: {
            // Activity elsewhere still restarts the count this tab resumes from.
            EXTERNAL_ACTIVITY: { actions: { type: 'recordActivity', params: eventTime } },
            VISIBILITY_VISIBLE: [
              {
                guard: 'isWarningDue',
                target: 'visible.warned',
                actions: { type: 'resumeTimers', params: eventTime },
              },
              { target: 'visible', actions: { type: 'resumeTimers', params: eventTime } },
            ],
          },
        },
      },
    },
    loggedOut: {
      description: 'Inactivity, a stale stored time or another tab ended the session.',
      type: 'final',
      entry: 'logout',
    },
  },
});
