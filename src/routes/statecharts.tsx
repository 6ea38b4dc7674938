import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from './app';
import { pageTitle } from './page-title';
import { searchText } from '../paths/search-text';
import { loadCatalogues } from '../i18n';

/**
 * The statechart studio (issue 13), for every signed-in user: the machines the platform runs, drawn from the
 * machines themselves. Reached from the user menu, and from a dossier ("Voir le cycle de vie").
 */
export const statechartsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'statecharts',
  head: () => pageTitle('statecharts:title'),
  loader: () => loadCatalogues('statecharts', 'dossiers'),
  component: lazyRouteComponent(() => import('../screens/statecharts/StatechartIndexScreen'), 'StatechartIndexScreen'),
});

/** One machine; `dossier` shows where that dossier stands in it, `etat` the state read in the side panel. */
export const statechartRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'statecharts/$machine',
  validateSearch: (search): { dossier?: number; etat?: string } => {
    const dossier = Number(searchText(String(search.dossier ?? '')));
    return { dossier: Number.isSafeInteger(dossier) && dossier > 0 ? dossier : undefined, etat: searchText(search.etat) };
  },
  head: () => pageTitle('statecharts:title'),
  loader: () => loadCatalogues('statecharts', 'dossiers'),
  component: lazyRouteComponent(() => import('../screens/statecharts/StatechartScreen'), 'StatechartScreen'),
});
