import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { appRoute } from './app';
import { dossierIdParams, dossierTitle, loadDossierDetail } from './dossier-loading';
import { pageTitle } from './page-title';
import { loadPublicCatalogue, loadCatalogues } from '../i18n';
import { parseDossierListSearch } from '../screens/dossiers/list-search';
import { DOSSIER_TABS } from './dossier-tabs';
import { requireArea } from './area-guard';
import { parseNumericId } from '../../domain/schemas/params';

/** A webhook endpoint's id in the address: anything but a record id goes back to the list. */
const webhookEndpointParams = {
  parse: ({ endpointId }: { endpointId: string }) => {
    if (parseNumericId(endpointId) === null) throw redirect({ to: '/gestion/webhooks' });
    return { endpointId };
  },
};

/**
 * The managers' section: /dossiers is only for a provider or a beneficiary (spec section 2), so a manager
 * reads a dossier here, where the manager desk adds its decisions. Any other right goes home, told why, as the API
 * refuses the manager calls to it (policy `manager`).
 */
export const gestionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'gestion',
  beforeLoad: requireArea('gestion', 'managerOnly'),
  loader: () => loadCatalogues('dossiers', 'webhooks', 'wizard'),
  component: Outlet,
});

/** The manager desk's queue: the dossiers waiting for the administration. */
export const gestionQueueRoute = createRoute({
  getParentRoute: () => gestionRoute,
  path: '/',
  validateSearch: parseDossierListSearch,
  head: () => pageTitle('layout:titles.queue'),
  component: lazyRouteComponent(() => import('../screens/dossiers/ManagerQueueScreen'), 'ManagerQueueScreen'),
});

/** The administration's closing days, which deadlines in working days skip. */
export const gestionClosingDaysRoute = createRoute({
  getParentRoute: () => gestionRoute,
  path: 'jours-fermeture',
  head: () => pageTitle('layout:titles.closingDays'),
  component: lazyRouteComponent(() => import('../screens/gestion/ClosingDaysScreen'), 'ClosingDaysScreen'),
});

/** The signed webhooks' endpoints (docs/webhooks.md). */
export const gestionWebhooksRoute = createRoute({
  getParentRoute: () => gestionRoute,
  path: 'webhooks',
  head: () => pageTitle('layout:titles.webhooks'),
  component: lazyRouteComponent(() => import('../screens/gestion/webhooks/WebhooksScreen'), 'WebhooksScreen'),
});

/** One endpoint's deliveries and their attempts. */
export const gestionWebhookDeliveriesRoute = createRoute({
  getParentRoute: () => gestionRoute,
  path: 'webhooks/$endpointId',
  params: webhookEndpointParams,
  head: () => pageTitle('layout:titles.webhookDeliveries'),
  component: lazyRouteComponent(() => import('../screens/gestion/webhooks/WebhookDeliveriesScreen'), 'WebhookDeliveriesScreen'),
});

/** The satisfaction surveys' answers, with their averages (README, Satisfaction survey). */
export const gestionSurveysRoute = createRoute({
  getParentRoute: () => gestionRoute,
  path: 'enquetes',
  beforeLoad: () => loadPublicCatalogue('survey'),
  head: () => pageTitle('layout:titles.surveyAnswers'),
  component: lazyRouteComponent(() => import('../screens/gestion/SurveyAnswersScreen'), 'SurveyAnswersScreen'),
});

export const gestionDossierRoute = createRoute({
  getParentRoute: () => gestionRoute,
  path: 'dossiers/$dossierId',
  params: dossierIdParams,
  loader: loadDossierDetail,
  head: ({ loaderData }) => dossierTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/dossiers/detail/DossierLayout'), 'DossierLayout'),
});

export const gestionDossierIndexRoute = createRoute({
  getParentRoute: () => gestionDossierRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/gestion/dossiers/$dossierId/recapitulatif', params });
  },
});

export const gestionDossierTabRoutes = DOSSIER_TABS.map(({ path, component }) =>
  createRoute({ getParentRoute: () => gestionDossierRoute, path, component }),
);
