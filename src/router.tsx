import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './routes/root';
import { gestiaLoginRoute, loginRoute, publicRoute } from './routes/public';
import { appRoute, homeRoute } from './routes/app';
import { dossierIndexRoute, dossierListRoute, dossierRoute, dossiersRoute, dossierTabRoutes } from './routes/dossiers';
import { initiationRouteTree, introductionRouteTree } from './routes/wizard';
import type { SessionActor } from './session/session-actor';
import { APP_BASEPATH } from './routes/href';

const routeTree = rootRoute.addChildren([publicRoute.addChildren([loginRoute, gestiaLoginRoute]), appRoute.addChildren([
    homeRoute,
    dossiersRoute.addChildren([dossierListRoute, dossierRoute.addChildren([dossierIndexRoute, ...dossierTabRoutes])]),
    introductionRouteTree,
    initiationRouteTree,
  ])]);

export function createAppRouter(context: { session: SessionActor; queryClient: QueryClient }) {
  return createRouter({
    routeTree,
    basepath: APP_BASEPATH,
    context,
    // Spec section 2: scroll to the top on navigation unless restoring a saved position.
    scrollRestoration: true,
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
