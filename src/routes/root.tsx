import { lazy, Suspense } from 'react';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from './context';
import { Toasts } from '../layout/Toasts';
import { LoadingOverlay } from '../layout/LoadingOverlay';
import { DocumentTitle } from '../layout/DocumentTitle';
import { RouteAnnouncer } from '../layout/RouteAnnouncer';
import i18n from '../i18n';
import { useSession } from '../session/SessionContext';

// Rare screens: their code is fetched only when shown, so that the shell stays small (DESIGN.md).
const MaintenanceScreen = lazy(() => import('../screens/system/MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })));

function Root() {
  const maintenance = useSession((s) => s.context.maintenance);
  const sessionBusy = useSession((s) => s.matches('restoring') || s.matches('loggingOut') || s.matches({ connected: 'swappingDroit' }));
  const routing = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <>
      <DocumentTitle />
      {maintenance ? (
        <Suspense fallback={null}>
          <MaintenanceScreen />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <RouteAnnouncer />
      <LoadingOverlay visible={sessionBusy || routing} />
      <Toasts />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The platform's name alone where no route names the page (the not-found page).
  head: () => ({ meta: [{ title: i18n.t('layout:platformTitle') }] }),
  component: Root,
  notFoundComponent: lazyRouteComponent(() => import('../screens/system/NotFoundScreen'), 'NotFoundScreen'),
});
