import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app';
import { pageTitle } from './page-title';
import { parseChequeListSearch } from '../screens/cheques/cheque-search';
import { requireArea } from './area-guard';

/**
 * /cheques: provider only, with a role guard (spec sections 2 and 6); anyone else goes home, told why. The API checks the
 * same right and the contact type in each provider organisation.
 */
export const chequesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'cheques',
  validateSearch: parseChequeListSearch,
  beforeLoad: requireArea('provider', 'providerOnly'),
  head: () => pageTitle('cheques:title'),
  component: lazyRouteComponent(() => import('../screens/cheques/ChequesScreen'), 'ChequesScreen'),
});
