import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { IDLE_WARNING_AFTER_MS, MOUSE_MOVE_THROTTLE_MS, STALE_ACTIVITY_MS } from '../machines/idleLogout.constants';
import type { idleLogoutMachine } from '../machines/idleLogout.machine';
import type { EventFixtures, MachineModel } from './model';

type IdleSnapshot = SnapshotFrom<typeof idleLogoutMachine>;

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
/** Monday 6 January 2025, 9:00 UTC: any fixed start will do. */
const START = Date.UTC(2025, 0, 6, 9);

/** Time always moves forward: every event happens a little after the last one the machine handled. */
const later = (snapshot: IdleSnapshot, ms: number) => snapshot.context.now + ms;

export const idleLogoutEvents = {
  START: [
    { type: 'START', at: START, lastActivity: null },
    // Exactly 1 hour old is not "over 1 hour".
    { type: 'START', at: START, lastActivity: START - STALE_ACTIVITY_MS },
    { type: 'START', at: START, lastActivity: START - STALE_ACTIVITY_MS - 1 },
  ],
  ACTIVITY: (s) => [{ type: 'ACTIVITY', at: later(s, SECOND) }],
  // 1 s after a counted move is inside the 2 s throttle, 2 s is not.
  MOUSE_MOVE: (s) => [
    { type: 'MOUSE_MOVE', at: later(s, SECOND) },
    { type: 'MOUSE_MOVE', at: later(s, MOUSE_MOVE_THROTTLE_MS) },
  ],
  EXTERNAL_ACTIVITY: (s) => [{ type: 'EXTERNAL_ACTIVITY', at: later(s, SECOND) }],
  VISIBILITY_HIDDEN: (s) => [{ type: 'VISIBILITY_HIDDEN', at: later(s, SECOND) }],
  // Hidden for two hours: longer than the whole idle delay, so a pause that did not pause would show.
  VISIBILITY_VISIBLE: (s) => [{ type: 'VISIBILITY_VISIBLE', at: later(s, 2 * HOUR) }],
  TIMER_REMOVED: [{ type: 'TIMER_REMOVED' }],
} satisfies EventFixtures<typeof idleLogoutMachine>;

/**
 * The machine reads only differences of times, and the fixtures are relative to the last event, so a
 * state is its value plus what the guards compare: whether the warning is due, and how long ago the
 * last counted mouse move was (up to the throttle). Absolute times would make the states endless.
 */
function idleState(snapshot: AnyMachineSnapshot): string {
  const { now, idleSince, lastMouseMoveAt } = (snapshot as IdleSnapshot).context;
  return JSON.stringify({
    value: snapshot.value,
    warningDue: now - idleSince >= IDLE_WARNING_AFTER_MS,
    sinceMouseMove: lastMouseMoveAt === null ? null : Math.min(now - lastMouseMoveAt, MOUSE_MOVE_THROTTLE_MS),
  });
}

function noop(): void {}

export const idleLogoutModel = {
  events: idleLogoutEvents,
  inert: {
    actions: { storeLastActivity: noop, showIdleWarning: noop, logout: noop },
  } satisfies Parameters<typeof idleLogoutMachine.provide>[0],
  serializeState: idleState,
} satisfies MachineModel;
