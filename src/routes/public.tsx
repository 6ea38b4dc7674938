import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { isConnected, settledSession } from '../session/session-actor';
import { pageTitle } from './page-title';
import { searchText } from '../paths/search-text';

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

export const loginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'login',
  // `erreur`: the code of a refusal of the plain form (server/routes/auth-form.ts), sent before the scripts ran.
  validateSearch: (search): { redirect?: string; erreur?: string } => ({ redirect: searchText(search.redirect), erreur: searchText(search.erreur) }),
  head: () => pageTitle('layout:titles.login'),
  component: lazyRouteComponent(() => import('../screens/auth/LoginScreen'), 'LoginScreen'),
});

/**
 * The external identity service's way back (spec section 2: receiver for an external single sign-on login), through
 * the server: `code` to sign in with and `state` the page to open, or `erreur`, the failure's code.
 */
export const gestiaLoginRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'login/gestia',
  validateSearch: (search): { code?: string; state?: string; erreur?: string } => ({
    code: searchText(search.code),
    state: searchText(search.state),
    erreur: searchText(search.erreur),
  }),
  head: () => pageTitle('layout:titles.gestiaLogin'),
  component: lazyRouteComponent(() => import('../screens/auth/GestiaLoginScreen'), 'GestiaLoginScreen'),
});
