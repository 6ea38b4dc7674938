import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { IDLE_WARNING_TOAST } from '../../machines/idleLogout.constants';
import { idleLogoutMachine } from '../../machines/idleLogout.machine';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2025, 0, 6, 9);

/** The idle watch on a simulated clock; the host effects record the clock's time when they run. */
function idleWatch(lastActivity: number | null = null) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const warnings: number[] = [];
  const logouts: number[] = [];
  const stored: number[] = [];
  const machine = idleLogoutMachine.provide({
    actions: {
      showIdleWarning: (_, toast) => {
        expect(toast).toEqual(IDLE_WARNING_TOAST);
        warnings.push(clock.now() - T0);
      },
      logout: () => void logouts.push(clock.now() - T0),
      storeLastActivity: (_, { at }) => void stored.push(at - T0),
    },
  });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'START', at: T0, lastActivity });
  /** Moves the clock on to `ms` after the start. */
  const at = (ms: number) => {
    clock.increment(T0 + ms - clock.now());
    return T0 + ms;
  };
  return { actor, at, warnings, logouts, stored };
}

describe('idle logout machine', () => {
  it('warns at exactly 15 minutes of inactivity and logs out at 20', () => {
    const { at, warnings, logouts, stored } = idleWatch();
    at(15 * MINUTE - 1);
    expect(warnings).toEqual([]);
    at(15 * MINUTE);
    expect(warnings).toEqual([15 * MINUTE]);
    at(20 * MINUTE - 1);
    expect(logouts).toEqual([]);
    at(20 * MINUTE);
    expect(logouts).toEqual([20 * MINUTE]);
    expect(stored).toEqual([0]);
  });

  it('starts counting again after a click or a key press, and shares its time', () => {
    const { actor, at, warnings, stored } = idleWatch();
    actor.send({ type: 'ACTIVITY', at: at(10 * MINUTE) });
    at(25 * MINUTE - 1);
    expect(warnings).toEqual([]);
    at(25 * MINUTE);
    expect(warnings).toEqual([25 * MINUTE]);
    expect(stored).toEqual([0, 10 * MINUTE]);
  });

  it('counts a mouse move at most once every 2 seconds', () => {
    const { actor, at, warnings, stored } = idleWatch();
    actor.send({ type: 'MOUSE_MOVE', at: at(10 * MINUTE) });
    // 1 s after the counted move: not counted, the warning stays 15 minutes after that move.
    actor.send({ type: 'MOUSE_MOVE', at: at(10 * MINUTE + SECOND) });
    at(25 * MINUTE);
    expect(warnings).toEqual([25 * MINUTE]);
    // 2 s after the counted one: counted again.
    actor.send({ type: 'MOUSE_MOVE', at: at(25 * MINUTE + 2 * SECOND) });
    expect(stored).toEqual([0, 10 * MINUTE, 25 * MINUTE + 2 * SECOND]);
    expect(actor.getSnapshot().value).toEqual({ running: { visible: 'watching' } });
  });

  it('pauses its timers while the tab is hidden and resumes them when it is shown', () => {
    const { actor, at, warnings, logouts } = idleWatch();
    actor.send({ type: 'VISIBILITY_HIDDEN', at: at(10 * MINUTE) });
    at(2 * HOUR);
    expect([warnings, logouts]).toEqual([[], []]);
    actor.send({ type: 'VISIBILITY_VISIBLE', at: at(2 * HOUR) });
    // 10 minutes were counted before hiding: the warning comes 5 minutes after the tab is back.
    at(2 * HOUR + 5 * MINUTE);
    expect(warnings).toEqual([2 * HOUR + 5 * MINUTE]);
    at(2 * HOUR + 10 * MINUTE);
    expect(logouts).toEqual([2 * HOUR + 10 * MINUTE]);
  });

  it('starts counting again on another tab\'s activity, without writing it back', () => {
    const { actor, at, warnings, stored } = idleWatch();
    actor.send({ type: 'EXTERNAL_ACTIVITY', at: at(14 * MINUTE) });
    at(29 * MINUTE - 1);
    expect(warnings).toEqual([]);
    expect(stored).toEqual([0]);
  });

  it('logs out at once when the shared last activity is over 1 hour old at start', () => {
    expect(idleWatch(T0 - HOUR - 1).logouts).toEqual([0]);
    expect(idleWatch(T0 - HOUR).logouts).toEqual([]);
  });

  it('keeps the warning it showed when the tab comes back, hidden at the very time of the warning', () => {
    const { actor, at, warnings, logouts } = idleWatch();
    at(15 * MINUTE);
    actor.send({ type: 'VISIBILITY_HIDDEN', at: at(15 * MINUTE) });
    actor.send({ type: 'VISIBILITY_VISIBLE', at: at(HOUR) });
    at(HOUR + 5 * MINUTE);
    expect(warnings).toEqual([15 * MINUTE]);
    expect(logouts).toEqual([HOUR + 5 * MINUTE]);
  });

  it('counts only the visible time over several hidings', () => {
    const { actor, at, warnings } = idleWatch();
    actor.send({ type: 'VISIBILITY_HIDDEN', at: at(10 * MINUTE) });
    actor.send({ type: 'VISIBILITY_VISIBLE', at: at(2 * HOUR) });
    actor.send({ type: 'VISIBILITY_HIDDEN', at: at(2 * HOUR + MINUTE) });
    actor.send({ type: 'VISIBILITY_VISIBLE', at: at(3 * HOUR) });
    // 10 + 1 minutes counted: the warning comes 4 minutes after the second return.
    at(3 * HOUR + 4 * MINUTE);
    expect(warnings).toEqual([3 * HOUR + 4 * MINUTE]);
  });

  it('logs out when another tab removed the stored timer value', () => {
    const { actor, at, logouts } = idleWatch();
    at(3 * MINUTE);
    actor.send({ type: 'TIMER_REMOVED' });
    expect(logouts).toEqual([3 * MINUTE]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
