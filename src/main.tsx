import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './i18n';
import './styles/base.css';
import i18n from './i18n';
import { createAppRouter } from './router';
import { createSessionActor } from './session/session-actor';
import { handleApiFailure } from './session/api-failures';
import { watchIdleness } from './session/idle-watch';
import { applyRoleQueryAtLaunch } from './session/role-query';
import { setApiFailureListener } from './api/client';
import { isExpired, readToken } from './api/token-store';
import { notifyError } from './layout/notify';
import { appHref } from './paths/href';
import { constantsQuery } from './api/platform/constants';
import { applyPlatformName } from './platform-name';
import type { PlatformConstants } from '../domain/wire/constants';
import { AppTree, createQueryClient } from './app-tree';
import { loginHandoverPending } from './session/login-handover-flag';
import { nextTask } from './next-task';

/**
 * The app's launch, in a few tasks rather than one: the scripts' evaluation, the session, the router's tree (about
 * 40 ms in Chromium here, four times that on Lighthouse's simulated phone), then the first render. Each part that
 * a task runs past 50 ms blocks a tap (docs/performance.md, Public pages before their scripts).
 */
async function launch() {
  const queryClient = createQueryClient();

  const session = createSessionActor({
    goToLogin: () => void router.navigate({ to: '/login' }),
    // Spec section 2: switching right goes Home and reloads.
    goHomeAndReload: () => window.location.assign(appHref('/')),
    notifyNewVersion: () => notifyError(i18n.t('errors:invalidApiVersion')),
  });
  await nextTask();
  const router = createAppRouter({ session, queryClient });
  await nextTask();

  setApiFailureListener((failure) => handleApiFailure(session, failure));
  // Leaving the connected state (logout, expired token) re-runs the guards and drops cached data: queries under
  // way are cancelled, their answers ignored, before the logout call revokes the token.
  let wasConnected = false;
  session.subscribe((snapshot) => {
    const connected = snapshot.matches('connected');
    if (wasConnected && !connected) {
      void queryClient.cancelQueries();
      queryClient.clear();
      void router.invalidate();
    }
    wasConnected = connected;
  });
  watchIdleness(session);
  session.start();
  const stored = readToken();
  // The plain login form's sign-in left a token (server/routes/auth-form.ts): the session is restored with it.
  const handedOver = loginHandoverPending();
  if (stored || handedOver) session.send({ type: 'RESTORE', expired: stored !== null && isExpired(stored) });
  void applyRoleQueryAtLaunch(session, router);
  const root = document.getElementById('root')!;
  const app = <AppTree session={session} queryClient={queryClient} router={router} />;

  // A public page pre-rendered at build (src/prerender.tsx; its root names the platform it was rendered for, which
  // the server serves it to only) is hydrated as it was rendered: signed out, before any call has answered, so the
  // constants are not asked for first (the screen asks once mounted). A visitor with a session is not on it for
  // long: that page, as every other, is rendered afresh over the shell's skeleton (index.html).
  const prerenderedFor = root.dataset.prerendered;
  if (prerenderedFor && !stored && !handedOver) {
    applyPlatformName({ 'platform.name': prerenderedFor } as PlatformConstants);
    // Rendered with the boundaries a server renders (src/prerender.tsx), not the one a browser-only router adds
    // around its matches: this is how TanStack Router marks a hydrated page, without its server's manifest.
    router.ssr = { manifest: undefined };
    // In a transition, React hydrates in slices and yields between them: no long task holds the form's first clicks.
    void router.load().then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    // The first screen shows the configured platform's name: the constants (cached for the visit, the login page
    // reads them too) come first; without them, the catalogues' default name. The router's first load starts before
    // React's first render, not once its provider has mounted: the guard, the chunks and the first data are asked
    // for while that render runs (the provider then finds the load under way).
    void queryClient
      .fetchQuery(constantsQuery)
      .then(applyPlatformName, () => undefined)
      .finally(() => {
        void router.load();
        createRoot(root).render(app);
      });
  }
}

void launch();
