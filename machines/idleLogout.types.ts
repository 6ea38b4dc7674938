/**
 * Every event carries the host's time `at` (ms since the epoch), so the machine never reads a clock:
 * tests drive it with a SimulatedClock and plain numbers.
 */
export type IdleLogoutEvent =
  /** The session is connected; `lastActivity` is the shared value read from storage (null if none). */
  | { type: 'START'; at: number; lastActivity: number | null }
  /** A click or a key press in this tab. */
  | { type: 'ACTIVITY'; at: number }
  | { type: 'MOUSE_MOVE'; at: number }
  /** Another tab stored a newer last-activity time. */
  | { type: 'EXTERNAL_ACTIVITY'; at: number }
  | { type: 'VISIBILITY_HIDDEN'; at: number }
  | { type: 'VISIBILITY_VISIBLE'; at: number }
  /** Another tab removed the stored timer value (it logged out). */
  | { type: 'TIMER_REMOVED' };

export interface IdleLogoutContext {
  /**
   * Start of the current inactivity, moved forward by the time the tab spent hidden, so that a
   * hidden tab's timers pause instead of running on.
   */
  idleSince: number;
  /** Host time of the last event handled; the named delays count from it. */
  now: number;
  /** Time of the last mouse move that counted, for the 2-second throttle. */
  lastMouseMoveAt: number | null;
}

/** Params of the host's `showIdleWarning`: translation keys of the toast. */
export interface IdleWarningToast {
  titleKey: string;
  contentKey: string;
}
