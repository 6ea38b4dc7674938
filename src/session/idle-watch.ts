import { createActor, type Actor } from 'xstate';
import toast from 'react-hot-toast/headless';
import i18n from '../i18n';
import type { idleLogoutMachine } from '../../machines/idleLogout.machine';
import { IDLE_WARNING_BEFORE_MS } from '../../machines/idleLogout.constants';
import { STORAGE_KEYS } from '../api/token-store';
import { notifyWarning } from '../layout/notify';
import type { SessionActor } from './session-actor';
import { inspect } from '../machines-inspection';

type IdleActor = Actor<typeof idleLogoutMachine>;

function storedLastActivity(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.idleTimer));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Feeds the idle-logout machine with this tab's activity, its visibility and the other tabs' storage. */
function listen(idle: IdleActor): () => void {
  const activity = () => idle.send({ type: 'ACTIVITY', at: Date.now() });
  const mouseMove = () => idle.send({ type: 'MOUSE_MOVE', at: Date.now() });
  const visibility = () =>
    idle.send({ type: document.visibilityState === 'hidden' ? 'VISIBILITY_HIDDEN' : 'VISIBILITY_VISIBLE', at: Date.now() });
  const storage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.idleTimer && event.key !== null) return;
    if (event.newValue === null) idle.send({ type: 'TIMER_REMOVED' });
    else idle.send({ type: 'EXTERNAL_ACTIVITY', at: Number(event.newValue) });
  };
  window.addEventListener('click', activity, true);
  window.addEventListener('keydown', activity, true);
  window.addEventListener('mousemove', mouseMove, { passive: true });
  document.addEventListener('visibilitychange', visibility);
  window.addEventListener('storage', storage);
  return () => {
    window.removeEventListener('click', activity, true);
    window.removeEventListener('keydown', activity, true);
    window.removeEventListener('mousemove', mouseMove);
    document.removeEventListener('visibilitychange', visibility);
    window.removeEventListener('storage', storage);
  };
}

/** The machine loads with the first connection: the login page, the first page, does without it (its budget). */
const loadIdleLogoutMachine = () => import('../../machines/idleLogout.machine').then((module) => module.idleLogoutMachine);

/**
 * Runs the idle-logout machine while a user is connected (spec section 9). A fresh login counts as
 * activity; a restored session starts a fresh count unless the time shared by the other tabs is over an hour old.
 */
export function watchIdleness(session: SessionActor) {
  let stop: (() => void) | null = null;
  let starting = false;
  let previous = session.getSnapshot();
  session.subscribe((snapshot) => {
    const connected = snapshot.matches('connected');
    if (connected && !stop && !starting) {
      starting = true;
      const freshLogin = previous.matches('loggingIn');
      void loadIdleLogoutMachine().then((machine) => {
        starting = false;
        // Signed out while the machine loaded: nothing to watch.
        if (session.getSnapshot().matches('connected')) stop = watch(session, machine, freshLogin);
      });
    } else if (!connected && stop) {
      stop();
      stop = null;
    }
    previous = snapshot;
  });
}

/** Starts the idle-logout machine on this tab's activity; returns what stops it. */
function watch(session: SessionActor, machine: typeof idleLogoutMachine, freshLogin: boolean): () => void {
  // The warning goes away as soon as activity restarts the count.
  let warning: string | null = null;
  const idle = createActor(
    machine.provide({
      actions: {
        storeLastActivity: (_, { at }) => localStorage.setItem(STORAGE_KEYS.idleTimer, String(at)),
        showIdleWarning: (_, { titleKey, contentKey }) => {
          warning = notifyWarning(i18n.t(contentKey), i18n.t(titleKey), IDLE_WARNING_BEFORE_MS);
        },
        logout: () => session.send({ type: 'LOGOUT' }),
      },
    }),
    { inspect },
  );
  idle.subscribe((state) => {
    if (warning && state.matches({ running: { visible: 'watching' } })) {
      toast.dismiss(warning);
      warning = null;
    }
  });
  idle.start();
  idle.send({ type: 'START', at: Date.now(), lastActivity: freshLogin ? null : storedLastActivity() });
  const unlisten = listen(idle);
  return () => {
    unlisten();
    idle.stop();
  };
}
