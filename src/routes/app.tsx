import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { isConnected, settledSession } from '../session/session-actor';
import { loadSignedInCatalogues } from '../i18n';
import { pageTitle } from './page-title';

/** Every signed-in screen: an unauthenticated visitor goes to login, which remembers where they were going. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    // The signed-in screens' texts load beside the session check, not after it.
    await Promise.all([settledSession(context.session), loadSignedInCatalogues()]);
    if (!isConnected(context.session)) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  // The signed-in frame is a chunk of its own: the login page never loads it.
  component: lazyRouteComponent(() => import('../layout/AppLayout'), 'AppLayout'),
});

export const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  head: () => pageTitle('layout:titles.home'),
  component: lazyRouteComponent(() => import('../screens/dossiers/HomeScreen'), 'HomeScreen'),
});
