import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { TypeOrganisation } from '../../domain/organisation-types';
import { appRoute } from './app';
import { loadOrganisation, orgaIdParams, organisationTitle, requireOrganisationEdit } from './organisation-loading';
import { tabsOfArea } from './organisation-tabs';
import { loadCatalogues } from '../i18n';

/** Spec section 2, Provider area. */
export const prestataireRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'prestataire',
  loader: () => loadCatalogues('organisations', 'addresses', 'contactLinks', 'dossiers'),
  component: Outlet,
});

/**
 * {orgaId}: the organisation must load, as in the beneficiary area: the server reads it to its validated contacts
 * (the provider-route guard of spec section 6) and to the administration; anyone else goes home, told why. A
 * beneficiary organisation is read in the beneficiary area.
 */
export const prestataireOrganisationRoute = createRoute({
  getParentRoute: () => prestataireRoute,
  path: '$orgaId',
  params: orgaIdParams,
  loader: async (args) => {
    const organisation = await loadOrganisation(args);
    if (organisation.TypeOrganisationId !== TypeOrganisation.PRESTATAIRE) {
      throw redirect({ to: '/beneficiaire/$orgaId/recapitulatif', params: args.params });
    }
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

/** The reading tabs are guarded by the organisation's loading; the editing screens ask the contact-link chart. */
export const prestataireTabRoutes = tabsOfArea('prestataire').map(({ path, editing, component }) =>
  createRoute({
    getParentRoute: () => prestataireOrganisationRoute,
    path,
    beforeLoad: editing ? requireOrganisationEdit : undefined,
    component,
  }),
);
