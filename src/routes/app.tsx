import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root';
import { isConnected, settledSession } from '../session/session-actor';
import { AppLayout } from '../layout/AppLayout';
import { HomeScreen } from '../screens/dossiers/HomeScreen';

/** Every signed-in screen: an unauthenticated visitor goes to login, which remembers where they were going. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    await settledSession(context.session);
    if (!isConnected(context.session)) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: AppLayout,
});

export const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: HomeScreen,
});
