import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { create, object, optional, string } from 'superstruct';
import { rootRoute } from './root';
import { isConnected, settledSession } from '../session/session-actor';
import { pageTitle } from './page-title';

/** Public routes are reachable only while disconnected: a connected visitor is sent home. */
export const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
    if (isConnected(context.session)) throw redirect({ to: '/' });
  },
  component: Outlet,
});

const LoginSearch = object({ redirect: optional(string()) });

export const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'login',
  validateSearch: (search) => create({ redirect: typeof search.redirect === 'string' ? search.redirect : undefined }, LoginSearch),
  head: () => pageTitle('layout:titles.login'),
  component: lazyRouteComponent(() => import('../screens/auth/LoginScreen'), 'LoginScreen'),
});

const GestiaSearch = object({ code: optional(string()), state: optional(string()) });

/** The external identity service's way back (spec section 2: receiver for an external single sign-on login). */
export const gestiaLoginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'login/gestia',
  validateSearch: (search) =>
    create({ code: typeof search.code === 'string' ? search.code : undefined, state: typeof search.state === 'string' ? search.state : undefined }, GestiaSearch),
  head: () => pageTitle('layout:titles.gestiaLogin'),
  component: lazyRouteComponent(() => import('../screens/auth/GestiaLoginScreen'), 'GestiaLoginScreen'),
});
