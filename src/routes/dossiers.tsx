import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { parseNumericId } from '../../domain/schemas/params';
import { isSwappableDroitId } from '../../domain/droits';
import { appRoute } from './app';
import { dossierDetailQuery } from '../api/dossiers/detail';
import { parseDossierListSearch } from '../screens/dossiers/list-search';
import { DOSSIER_TABS } from '../screens/dossiers/detail/tabs';

/** Spec section 2: the dossiers section is only for those logged in as provider or beneficiary. */
export const dossiersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dossiers',
  beforeLoad: ({ context }) => {
    if (!isSwappableDroitId(context.session.getSnapshot().context.droitId)) throw redirect({ to: '/' });
  },
  component: Outlet,
});

export const dossierListRoute = createRoute({
  getParentRoute: () => dossiersRoute,
  path: '/',
  validateSearch: parseDossierListSearch,
  component: lazyRouteComponent(() => import('../screens/dossiers/DossierListScreen'), 'DossierListScreen'),
});

/** A non-numeric, zero or missing id goes home; so does a dossier that does not load. */
export const dossierRoute = createRoute({
  getParentRoute: () => dossiersRoute,
  path: '$dossierId',
  params: {
    parse: ({ dossierId }) => {
      const id = parseNumericId(dossierId);
      if (id === null) throw redirect({ to: '/' });
      return { dossierId: String(id) };
    },
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(dossierDetailQuery(Number(params.dossierId)));
    } catch {
      throw redirect({ to: '/' });
    }
  },
  component: lazyRouteComponent(() => import('../screens/dossiers/detail/DossierLayout'), 'DossierLayout'),
});

export const dossierIndexRoute = createRoute({
  getParentRoute: () => dossierRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dossiers/$dossierId/recapitulatif', params });
  },
});

export const dossierTabRoutes = DOSSIER_TABS.map(({ path, component }) =>
  createRoute({ getParentRoute: () => dossierRoute, path, component }),
);
