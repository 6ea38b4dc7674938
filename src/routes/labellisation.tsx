import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { Droit, isLabellisationDeskDroitId } from '../../domain/droits';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { demandeIdParams, demandeTitle, gateProviderAction, loadDemande, loadProviderSummary, prestataireIdParams, providerTitle } from './labellisation-loading';
import { pageTitle } from './page-title';
import { parseDemandeListSearch } from '../screens/labellisation/demande-search';

const droitOf = (context: RouterContext) => context.session.getSnapshot().context.droitId;

/**
 * The labelling area (spec section 2): sign-in plus its guard. A provider works its requests; the centres and
 * the administration work theirs at the desk; anyone else goes home. The API checks the same rights.
 */
export const labellisationRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'labellisation',
  beforeLoad: ({ context }) => {
    const droitId = droitOf(context);
    if (droitId !== Droit.Prestataire && !isLabellisationDeskDroitId(droitId)) throw redirect({ to: '/' });
  },
  component: Outlet,
});

export const labellisationIndexRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: '/',
  head: () => pageTitle('labellisation:titles.dashboard'),
  component: lazyRouteComponent(() => import('../screens/labellisation/DashboardScreen'), 'DashboardScreen'),
});

/** The deciders' desk: the centres (7, 8) and the administration (1-3). */
export const labellisationDeskRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'bureau',
  beforeLoad: ({ context }) => {
    if (!isLabellisationDeskDroitId(droitOf(context))) throw redirect({ to: '/' });
  },
  component: Outlet,
});

export const deskIndexRoute = createRoute({
  getParentRoute: () => labellisationDeskRoute,
  path: '/',
  validateSearch: parseDemandeListSearch,
  head: () => pageTitle('labellisation:titles.desk'),
  component: lazyRouteComponent(() => import('../screens/labellisation/DeskScreen'), 'DeskScreen'),
});

export const deskDemandeRoute = createRoute({
  getParentRoute: () => labellisationDeskRoute,
  path: 'demande/$demandeId',
  params: demandeIdParams,
  loader: loadDemande,
  head: ({ loaderData }) => demandeTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/labellisation/DemandeDetailScreen'), 'DemandeDetailScreen'),
});

/** The provider-access guard: signed in under the provider right, and the provider's summary call allowed. */
export const providerRoute = createRoute({
  getParentRoute: () => labellisationRoute,
  path: 'prestataire/$prestataireId',
  params: prestataireIdParams,
  beforeLoad: ({ context }) => {
    if (droitOf(context) !== Droit.Prestataire) throw redirect({ to: '/' });
  },
  loader: loadProviderSummary,
  head: ({ loaderData }) => providerTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/labellisation/ProviderLayout'), 'ProviderLayout'),
});

export const providerSummaryRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../screens/labellisation/ProviderSummaryTab'), 'ProviderSummaryTab'),
});

export const providerDetailsRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'details',
  component: lazyRouteComponent(() => import('../screens/labellisation/ProviderDetailsTab'), 'ProviderDetailsTab'),
});

export const recognitionsRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'recognitions',
  component: Outlet,
});

export const recognitionsIndexRoute = createRoute({
  getParentRoute: () => recognitionsRoute,
  path: '/',
  validateSearch: parseDemandeListSearch,
  component: lazyRouteComponent(() => import('../screens/labellisation/RecognitionsTab'), 'RecognitionsTab'),
});

export const recognitionRequestRoute = createRoute({
  getParentRoute: () => recognitionsRoute,
  path: 'request/$demandeId',
  params: demandeIdParams,
  loader: loadDemande,
  head: ({ loaderData }) => demandeTitle(loaderData),
  component: lazyRouteComponent(() => import('../screens/labellisation/DemandeDetailScreen'), 'DemandeDetailScreen'),
});

export const createRecognitionRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'create-recognition-request',
  loader: gateProviderAction('create'),
  head: () => pageTitle('labellisation:titles.create'),
  component: lazyRouteComponent(() => import('../screens/labellisation/CreateDemandeScreen'), 'CreateDemandeScreen'),
});

export const submissionRoute = createRoute({
  getParentRoute: () => providerRoute,
  path: 'recognition-requests-submission',
  loader: gateProviderAction('submit'),
  head: () => pageTitle('labellisation:titles.submission'),
  component: lazyRouteComponent(() => import('../screens/labellisation/SubmissionScreen'), 'SubmissionScreen'),
});

export const labellisationRouteTree = labellisationRoute.addChildren([
  labellisationIndexRoute,
  labellisationDeskRoute.addChildren([deskIndexRoute, deskDemandeRoute]),
  providerRoute.addChildren([
    providerSummaryRoute,
    providerDetailsRoute,
    recognitionsRoute.addChildren([recognitionsIndexRoute, recognitionRequestRoute]),
    createRecognitionRoute,
    submissionRoute,
  ]),
]);
