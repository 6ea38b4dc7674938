import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app';
import { pageTitle } from './page-title';
import { parseChequeListSearch } from '../screens/cheques/cheque-search';
import { requireArea } from './area-guard';
import { loadCatalogues } from '../i18n';

/**
 * /cheques: a provider's vouchers (spec sections 2 and 6) and an issuer's (droit 6, read-only), with a role guard; anyone
 * else goes home, told why. The API checks the same rights, and a provider's contact type in each of its organisations.
 */
export const chequesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'cheques',
  validateSearch: parseChequeListSearch,
  beforeLoad: requireArea('cheques', 'chequeReadersOnly'),
  head: () => pageTitle('cheques:title'),
  loader: () => loadCatalogues('cheques', 'dossiers'),
  component: lazyRouteComponent(() => import('../screens/cheques/ChequesScreen'), 'ChequesScreen'),
});
