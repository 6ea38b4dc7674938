import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from './app';
import { pageTitle } from './page-title';
import { PROFILE_TABS } from '../screens/profile/tabs';
import { requireArea } from './area-guard';
import { loadCatalogues } from '../i18n';

/** Spec section 2, /profile: my data, my roles, my organisations and (providers only) my labellisations. */
export const profileRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'profile',
  head: () => pageTitle('profile:title'),
  loader: () => loadCatalogues('profile', 'wizard'),
  component: lazyRouteComponent(() => import('../screens/profile/ProfileLayout'), 'ProfileLayout'),
});

/** infos is the default child. */
export const profileIndexRoute = createRoute({
  getParentRoute: () => profileRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/profile/infos', replace: true });
  },
});

/** A tab the session's right may not open (labellisations, not logged in as provider) sends home, told why, as unauthorised routes do. */
export const profileTabRoutes = PROFILE_TABS.map((tab) =>
  createRoute({
    getParentRoute: () => profileRoute,
    path: tab.path,
    beforeLoad: tab.area ? requireArea(tab.area, 'providerOnly') : undefined,
    head: () => pageTitle(`profile:tab.${tab.path}`),
    component: tab.component,
  }),
);
