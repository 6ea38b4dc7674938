import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { toDossierForAccess } from '../api/dossiers/dossier-access';
import { appRoute } from './app';
import { dossierIdParams, dossierTitle, loadDossierDetail } from './dossier-loading';
import { pageTitle } from './page-title';
import { parseDossierListSearch } from '../screens/dossiers/list-search';
import { DOSSIER_TABS } from './dossier-tabs';
import { requireArea } from './area-guard';
import { loadCatalogues } from '../i18n';

/** Spec section 2: the dossiers section is only for those logged in as provider or beneficiary. */
export const dossiersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dossiers',
  beforeLoad: requireArea('dossiers', 'partiesOnly'),
  loader: () => loadCatalogues('dossiers', 'wizard'),
  component: Outlet,
});

export const dossierListRoute = createRoute({
  getParentRoute: () => dossiersRoute,
  path: '/',
  validateSearch: parseDossierListSearch,
  head: () => pageTitle('layout:titles.dossiers'),
  component: lazyRouteComponent(() => import('../screens/dossiers/DossierListScreen'), 'DossierListScreen'),
});

export const dossierRoute = createRoute({
  getParentRoute: () => dossiersRoute,
  path: '$dossierId',
  params: dossierIdParams,
  loader: loadDossierDetail,
  head: ({ loaderData }) => dossierTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/dossiers/detail/DossierLayout'), 'DossierLayout'),
});

export const dossierIndexRoute = createRoute({
  getParentRoute: () => dossierRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dossiers/$dossierId/recapitulatif', params });
  },
});

/**
 * /dossiers/{dossierId}/modification, a page of its own beside the dossier's tabs: its guard
 * (machines/access/dossierEditAccess.ts, the status machine restored from the dossier) comes with the screen;
 * anyone it refuses goes to the recap.
 */
export const dossierEditRoute = createRoute({
  getParentRoute: () => dossiersRoute,
  path: '$dossierId/modification',
  params: dossierIdParams,
  loader: async ({ context, params }) => {
    const [dossier, { dossierEditScreen }] = await Promise.all([loadDossierDetail({ context, params }), import('../../machines/access/dossierEditAccess')]);
    if (dossierEditScreen({ ...toDossierForAccess(dossier), callerMayEdit: dossier.actions.edit }) !== 'modification') throw redirect({ to: '/dossiers/$dossierId/recapitulatif', params });
    return dossier;
  },
  head: ({ loaderData }) => dossierTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/wizard/DossierEditScreen'), 'DossierEditScreen'),
});

export const dossierTabRoutes = DOSSIER_TABS.map(({ path, component }) =>
  createRoute({ getParentRoute: () => dossierRoute, path, component }),
);
