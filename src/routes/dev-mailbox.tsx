import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadPublicCatalogue } from '../i18n';
import { pageTitle } from './page-title';
import { rootRoute } from './root';

/**
 * The development mailbox (README, Development mailbox), signed in or not: a demo reads its e-mails before it has
 * an account and after. The page says so when the server runs none (SMTP_URL set, or production), and no link leads here then.
 */
export const devMailboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dev/boite-mail',
  beforeLoad: () => loadPublicCatalogue('devMailbox'),
  head: () => pageTitle('layout:titles.devMailbox'),
  component: lazyRouteComponent(() => import('../screens/dev-mailbox/DevMailboxScreen'), 'DevMailboxScreen'),
});
