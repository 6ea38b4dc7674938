import { lazy, Suspense } from 'react';
import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from './context';
import { Toasts } from '../layout/Toasts';
import { LoadingOverlay } from '../layout/LoadingOverlay';
import { useSession } from '../session/SessionContext';

// Rare screens: their code is fetched only when shown, so that the shell stays small (DESIGN.md).
const MaintenanceScreen = lazy(() => import('../screens/system/MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })));

function Root() {
  const maintenance = useSession((s) => s.context.maintenance);
  const sessionBusy = useSession((s) => s.matches('restoring') || s.matches('loggingOut') || s.matches({ connected: 'swappingDroit' }));
  const routing = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <>
      {/* The routes' `head` titles: React places the <title> in the document's head. */}
      <HeadContent />
      {maintenance ? (
        <Suspense fallback={null}>
          <MaintenanceScreen />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <LoadingOverlay visible={sessionBusy || routing} />
      <Toasts />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: lazyRouteComponent(() => import('../screens/system/NotFoundScreen'), 'NotFoundScreen'),
});
