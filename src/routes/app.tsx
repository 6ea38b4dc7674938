import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { isConnected, settledSession } from '../session/session-actor';
import { droitIdOf } from '../session/caller';
import { loadCatalogues } from '../i18n';
import { recentDossiersQuery } from '../api/dossiers/recent';
import { labellisationDashboardQuery } from '../api/labellisation/dashboard';
import { hasDossiersDroitId, isLabellisationDeskDroitId } from '../../domain/droits';
import { ShellSkeleton } from '../layout/ShellSkeleton';
import { pageTitle } from './page-title';

/** Every signed-in screen: an unauthenticated visitor goes to login, which remembers where they were going. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    await settledSession(context.session);
    if (!isConnected(context.session)) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  pendingComponent: ShellSkeleton,
  // The signed-in frame is a chunk of its own: the login page never loads it.
  component: lazyRouteComponent(() => import('../layout/AppLayout'), 'AppLayout'),
});

export const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  head: () => pageTitle('layout:titles.home'),
  // The screen's first data starts with its code, not once it is mounted; a failure is left to the screen (never thrown).
  loader: async ({ context: { session, queryClient } }) => {
    const droitId = droitIdOf(session);
    await Promise.all([
      loadCatalogues('dossiers', 'wizard'),
      hasDossiersDroitId(droitId) && queryClient.prefetchQuery(recentDossiersQuery()),
      // Read by the desk's panel only: a right swapped on this page (provider, beneficiary) never shows it.
      isLabellisationDeskDroitId(droitId) && Promise.all([loadCatalogues('labellisation'), queryClient.prefetchQuery(labellisationDashboardQuery())]),
    ]);
  },
  component: lazyRouteComponent(() => import('../screens/dossiers/HomeScreen'), 'HomeScreen'),
});
