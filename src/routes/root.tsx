import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from './context';
import { Toasts } from '../layout/Toasts';
import { LoadingOverlay } from '../layout/LoadingOverlay';
import { MaintenanceScreen } from '../screens/system/MaintenanceScreen';
import { NotFoundScreen } from '../screens/system/NotFoundScreen';
import { useSession } from '../session/SessionContext';

function Root() {
  const maintenance = useSession((s) => s.context.maintenance);
  const sessionBusy = useSession((s) => s.matches('restoring') || s.matches('loggingOut') || s.matches({ connected: 'swappingDroit' }));
  const routing = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <>
      {maintenance ? <MaintenanceScreen /> : <Outlet />}
      <LoadingOverlay visible={sessionBusy || routing} />
      <Toasts />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundScreen,
});
