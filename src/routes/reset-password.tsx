import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { searchText } from '../paths/search-text';
import type { ResetPasswordStep } from '../../machines/resetPassword.machine';
import { loadPublicCatalogue } from '../i18n';
import { pageTitle } from './page-title';
import { publicRoute } from './public';

/** /reset-password (spec section 2), signed out: its steps open in the order of the chart's states. */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'reset-password',
  beforeLoad: () => loadPublicCatalogue('resetPassword'),
  head: () => pageTitle('resetPassword:title'),
  component: Outlet,
});

// The chart is fetched with the screens, not with the first page.
const stepGuard = () => import('../screens/reset-password/step-guard');

/** A step typed in the address bar before its turn goes back to the request. */
async function guardStep(step: ResetPasswordStep) {
  if (!(await stepGuard()).mayOpenStep(step)) throw redirect({ to: '/reset-password', replace: true });
}

const requestRoute = createRoute({
  getParentRoute: () => resetPasswordRoute,
  path: '/',
  beforeLoad: async () => (await stepGuard()).enterRequest(),
  component: lazyRouteComponent(() => import('../screens/reset-password/RequestStep'), 'RequestStep'),
});


/** The e-mailed link: /reset-password/validation?token=… */
const validationRoute = createRoute({
  getParentRoute: () => resetPasswordRoute,
  path: 'validation',
  validateSearch: (search): { token?: string } => ({ token: searchText(search.token) }),
  component: lazyRouteComponent(() => import('../screens/reset-password/ValidationStep'), 'ValidationStep'),
});

const passwordRoute = createRoute({
  getParentRoute: () => resetPasswordRoute,
  path: 'new-password',
  beforeLoad: () => guardStep('password'),
  component: lazyRouteComponent(() => import('../screens/reset-password/PasswordStep'), 'PasswordStep'),
});

const confirmationRoute = createRoute({
  getParentRoute: () => resetPasswordRoute,
  path: 'confirmation',
  beforeLoad: () => guardStep('confirmation'),
  component: lazyRouteComponent(() => import('../screens/reset-password/ConfirmationStep'), 'ConfirmationStep'),
});

export const resetPasswordRouteTree = resetPasswordRoute.addChildren([requestRoute, validationRoute, passwordRoute, confirmationRoute]);
