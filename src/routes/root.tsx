import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from './context';
import { Toasts } from '../layout/Toasts';
import { MaintenanceScreen } from '../screens/system/MaintenanceScreen';
import { NotFoundScreen } from '../screens/system/NotFoundScreen';
import { useSession } from '../session/SessionContext';

function Root() {
  const maintenance = useSession((s) => s.context.maintenance);
  return (
    <>
      {maintenance ? <MaintenanceScreen /> : <Outlet />}
      <Toasts />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundScreen,
});
