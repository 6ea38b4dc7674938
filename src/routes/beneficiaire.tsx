import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { TypeOrganisation } from '../../domain/organisation-types';
import { appRoute } from './app';
import { loadOrganisation, orgaIdParams, organisationTitle, requireOrganisationEdit } from './organisation-loading';
import { pageTitle } from './page-title';
import { parseBeneficiaireListSearch } from '../screens/organisations/list/list-search';
import { tabsOfArea } from './organisation-tabs';
import { requireArea } from './area-guard';
import { loadCatalogues } from '../i18n';

/** Spec section 2, Beneficiary area. Its list is provider-only; an organisation's pages are guarded one by one. */
export const beneficiaireRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'beneficiaire',
  loader: () => loadCatalogues('organisations', 'addresses', 'contactLinks', 'dossiers'),
  component: Outlet,
});

/** "Liste des bénéficiaires": provider only (spec section 6), as the menu says. */
export const beneficiaireListRoute = createRoute({
  getParentRoute: () => beneficiaireRoute,
  path: '/',
  validateSearch: parseBeneficiaireListSearch,
  beforeLoad: requireArea('provider', 'providerOnly'),
  head: () => pageTitle('organisations:titles.list'),
  component: lazyRouteComponent(() => import('../screens/organisations/list/BeneficiaireListScreen'), 'BeneficiaireListScreen'),
});

/**
 * {orgaId}: the organisation must load (the API answers 404 to whoever may not view it: home). A provider
 * organisation is read in the provider area, where its own guard applies.
 */
export const beneficiaireOrganisationRoute = createRoute({
  getParentRoute: () => beneficiaireRoute,
  path: '$orgaId',
  params: orgaIdParams,
  loader: async (args) => {
    const organisation = await loadOrganisation(args);
    if (organisation.TypeOrganisationId === TypeOrganisation.PRESTATAIRE) {
      throw redirect({ to: '/prestataire/$orgaId/recapitulatif', params: args.params });
    }
    return organisation;
  },
  head: ({ loaderData }) => organisationTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/organisations/OrganisationLayout'), 'BeneficiaireLayout'),
});

export const beneficiaireOrganisationIndexRoute = createRoute({
  getParentRoute: () => beneficiaireOrganisationRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/beneficiaire/$orgaId/recapitulatif', params });
  },
});

/**
 * Loading the organisation is the guard of the tabs that read it (the server's answer: a provider also reads the
 * beneficiaries of its dossiers, without a link to them); the editing screen asks the contact-link chart.
 */
export const beneficiaireTabRoutes = tabsOfArea('beneficiaire').map(({ path, editing, component }) =>
  createRoute({
    getParentRoute: () => beneficiaireOrganisationRoute,
    path,
    beforeLoad: editing ? requireOrganisationEdit : undefined,
    component,
  }),
);
