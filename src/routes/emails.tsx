import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app';
import { pageTitle } from './page-title';
import { loadCatalogues } from '../i18n';

/** The e-mail history (spec section 2, Other), from the user menu. */
export const emailsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'emails',
  head: () => pageTitle('layout:titles.emails'),
  loader: () => loadCatalogues('emails', 'dossiers'),
  component: lazyRouteComponent(() => import('../screens/emails/EmailHistoryScreen'), 'EmailHistoryScreen'),
});
