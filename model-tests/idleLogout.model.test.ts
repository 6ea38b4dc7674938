import { getNextTransitions, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  IDLE_WARNING_AFTER_MS,
  IDLE_WARNING_TOAST,
  MOUSE_MOVE_THROTTLE_MS,
  STALE_ACTIVITY_MS,
} from '../machines/idleLogout.constants';
import { idleLogoutMachine } from '../machines/idleLogout.machine';
import type { IdleLogoutContext, IdleLogoutEvent } from '../machines/idleLogout.types';
import { idleLogoutModel } from './idleLogout.model';
import { describeStep, effects, ran, stepsOn, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

// The spec's idle-logout rules (section 9, and section 8 for the toast), on every step of every walked path.
const paths = walk(idleLogoutMachine, idleLogoutModel);
const steps = uniqueSteps(paths);
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as IdleLogoutContext;
const event = <T extends IdleLogoutEvent['type']>(e: { type: string }) => e as Extract<IdleLogoutEvent, { type: T }>;
/** Inactivity counted so far: visible time only. */
const idleFor = (snapshot: AnyMachineSnapshot) => context(snapshot).now - context(snapshot).idleSince;
const isTimer = (type: string) => type.startsWith('xstate.after.');

describe('idle logout walks (spec section 9)', () => {
  it('show the warning after exactly 15 minutes of inactivity, with the toast keys of section 8', () => {
    for (const step of stepsWhere(paths, (s) => ran(s, 'showIdleWarning'))) {
      expect(isTimer(step.event.type), describeStep(step)).toBe(true);
      expect(step.after.matches({ running: { visible: 'warned' } })).toBe(true);
      expect(idleFor(step.after)).toBe(IDLE_WARNING_AFTER_MS);
      expect(step.actions.find((a) => a.type === 'showIdleWarning')?.params).toEqual(IDLE_WARNING_TOAST);
    }
  });

  it('log out when entering the end, and only then, by timer, removed timer or stale start', () => {
    for (const step of steps) {
      const ended = step.after.status === 'done' && step.before.status !== 'done';
      expect(ran(step, 'logout'), describeStep(step)).toBe(ended);
      if (ended) expect(['TIMER_REMOVED', 'START'].includes(step.event.type) || isTimer(step.event.type)).toBe(true);
    }
    for (const step of stepsOn(paths, 'TIMER_REMOVED')) expect(step.after.value).toBe('loggedOut');
  });

  it('log out at start when the shared last activity is over 1 hour old, else start counting', () => {
    for (const step of stepsOn(paths, 'START')) {
      const { at, lastActivity } = event<'START'>(step.event);
      const stale = lastActivity !== null && at - lastActivity > STALE_ACTIVITY_MS;
      expect(step.after.value, describeStep(step)).toEqual(stale ? 'loggedOut' : { running: { visible: 'watching' } });
    }
  });

  it('share this tab\'s activity, and never write back another tab\'s', () => {
    for (const step of stepsWhere(paths, (s) => ran(s, 'storeLastActivity'))) {
      expect(['START', 'ACTIVITY', 'MOUSE_MOVE']).toContain(step.event.type);
      expect(step.actions.find((a) => a.type === 'storeLastActivity')?.params).toEqual({ at: event<'ACTIVITY'>(step.event).at });
    }
    for (const step of stepsOn(paths, 'EXTERNAL_ACTIVITY')) expect(effects(step)).toEqual([]);
  });

  it('count a mouse move at most once every 2 seconds', () => {
    const moves = stepsWhere(paths, (s) => s.event.type === 'MOUSE_MOVE' && s.before.matches({ running: 'visible' }));
    const throttled = moves.filter((s) => {
      const last = context(s.before).lastMouseMoveAt;
      return last !== null && event<'MOUSE_MOVE'>(s.event).at - last < MOUSE_MOVE_THROTTLE_MS;
    });
    expect(throttled.length).toBeGreaterThan(0);
    for (const step of moves) {
      if (throttled.includes(step)) expect(step.transitions, describeStep(step)).toEqual([]);
      else expect(context(step.after).lastMouseMoveAt).toBe(event<'MOUSE_MOVE'>(step.event).at);
    }
  });

  it('start the count again on any activity, here or in another visible tab', () => {
    const activity = ['ACTIVITY', 'MOUSE_MOVE', 'EXTERNAL_ACTIVITY'];
    const restarts = stepsWhere(
      paths,
      (s) => activity.includes(s.event.type) && s.before.matches({ running: 'visible' }) && s.transitions.length > 0,
    );
    expect(new Set(restarts.map((s) => JSON.stringify(s.before.value))).size).toBe(2);
    for (const step of restarts) {
      expect(step.after.matches({ running: { visible: 'watching' } }), describeStep(step)).toBe(true);
      expect(idleFor(step.after)).toBe(0);
    }
  });

  it('pause the timers while the tab is hidden and resume them where they were', () => {
    for (const step of stepsWhere(paths, (s) => s.after.matches({ running: 'hidden' }))) {
      expect(getNextTransitions(step.after).filter((t) => isTimer(t.eventType)), describeStep(step)).toEqual([]);
    }
    for (const step of stepsOn(paths, 'VISIBILITY_VISIBLE')) {
      expect(idleFor(step.after), describeStep(step)).toBe(idleFor(step.before));
      const due = idleFor(step.before) >= IDLE_WARNING_AFTER_MS;
      expect(step.after.value).toEqual({ running: { visible: due ? 'warned' : 'watching' } });
    }
  });
});
