import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { TypeOrganisation } from '../../domain/organisation-types';
import { appRoute } from './app';
import { loadOrganisation, orgaIdParams, organisationTitle, sessionMayAct } from './organisation-loading';
import { tabsOfArea } from '../screens/organisations/tabs';
import { refusedHome } from './refused-home';

/** Spec section 2, Provider area. */
export const prestataireRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'prestataire',
  component: Outlet,
});

/**
 * The provider-route guard of spec section 6: the user is linked to that provider (a validated link), and
 * every action the child route needs is allowed for their contact type there; home otherwise. The guard
 * reads the session's links, as the server does, before anything is fetched.
 */
export const prestataireOrganisationRoute = createRoute({
  getParentRoute: () => prestataireRoute,
  path: '$orgaId',
  params: orgaIdParams,
  beforeLoad: ({ context, params, preload }) => {
    if (!sessionMayAct(context, Number(params.orgaId), ['VIEW_ORGANISATION'])) refusedHome('organisation', { preload });
  },
  loader: async (args) => {
    const organisation = await loadOrganisation(args);
    if (organisation.TypeOrganisationId !== TypeOrganisation.PRESTATAIRE) throw redirect({ to: '/' });
    return organisation;
  },
  head: ({ loaderData }) => organisationTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/organisations/OrganisationLayout'), 'PrestataireLayout'),
});

export const prestataireOrganisationIndexRoute = createRoute({
  getParentRoute: () => prestataireOrganisationRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/prestataire/$orgaId/recapitulatif', params });
  },
});

export const prestataireTabRoutes = tabsOfArea('prestataire').map(({ path, actions, component }) =>
  createRoute({
    getParentRoute: () => prestataireOrganisationRoute,
    path,
    beforeLoad: ({ context, params, preload }) => {
      if (!sessionMayAct(context, Number(params.orgaId), actions)) refusedHome('organisationAction', { preload });
    },
    component,
  }),
);
