import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { REPORT_SCREENS, type ReportScreen } from '../../domain/service-report-screens';
import i18n, { loadCatalogues } from '../i18n';
import { appRoute } from './app';
import { dossierIdParams } from './dossier-loading';
import { pageTitle } from './page-title';

/** /rapportPrestation/{dossierId}: the service report's six screens (spec section 2). */
export const reportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'rapportPrestation/$dossierId',
  params: dossierIdParams,
  loader: () => loadCatalogues('report', 'wizard'),
  component: lazyRouteComponent(() => import('../screens/service-report/ReportLayout'), 'ReportLayout'),
});

/** {dossierId} alone resumes at the saved step's screen, else the furthest screen the guard opens, else the dossier. */
export const reportIndexRoute = createRoute({
  getParentRoute: () => reportRoute,
  path: '/',
  beforeLoad: async (match) => (await import('./report-guard')).resumeReport(match),
});

const SCREENS = {
  description: lazyRouteComponent(() => import('../screens/service-report/DescriptionStep'), 'DescriptionStep'),
  specificites: lazyRouteComponent(() => import('../screens/service-report/SpecificitesStep'), 'SpecificitesStep'),
  recapitulatif: lazyRouteComponent(() => import('../screens/service-report/RecapStep'), 'RecapStep'),
  documents: lazyRouteComponent(() => import('../screens/service-report/DocumentsStep'), 'DocumentsStep'),
  validation: lazyRouteComponent(() => import('../screens/service-report/ValidationStep'), 'ValidationStep'),
  confirmation: lazyRouteComponent(() => import('../screens/service-report/ConfirmationStep'), 'ConfirmationStep'),
} satisfies Record<ReportScreen, unknown>;

export const reportStepRoutes = REPORT_SCREENS.map((screen, index) =>
  createRoute({
    getParentRoute: () => reportRoute,
    path: screen,
    staticData: { reportScreen: screen },
    // The guard and the report's query load with the screen, not in the first page's bundle.
    loader: async (match) => (await import('./report-guard')).guardReportScreen(screen, match),
    head: ({ loaderData }) =>
      pageTitle('layout:titles.report', {
        reference: loaderData?.reference ?? '',
        step: i18n.t('report:step', { number: index + 1, count: REPORT_SCREENS.length, name: i18n.t(`report:steps.${screen}`) }),
      }),
    component: SCREENS[screen],
  }),
);
