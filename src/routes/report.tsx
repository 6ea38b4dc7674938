import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { REPORT_SCREENS, reportScreenOfEtape, type ReportScreen } from '../../domain/service-report';
import type { ServiceReport } from '../../domain/wire/service-report';
import { serviceReportQuery } from '../api/dossiers/report';
import { isRefusal } from '../api/errors';
import i18n from '../i18n';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { dossierIdParams } from './dossier-loading';
import { dossierViewLink } from './dossier-paths';
import { pageTitle } from './page-title';

/** /rapportPrestation/{dossierId}: the service report's six screens (spec section 2). */
export const reportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'rapportPrestation/$dossierId',
  params: dossierIdParams,
  component: lazyRouteComponent(() => import('../screens/service-report/ReportLayout'), 'ReportLayout'),
});

interface ReportMatch {
  context: RouterContext;
  params: { dossierId: string };
}

/** The report as it is now (a step just saved must be judged on the server's answer); a refusal sends home. */
async function loadReport({ context, params }: ReportMatch): Promise<ServiceReport> {
  try {
    return await context.queryClient.fetchQuery({ ...serviceReportQuery(Number(params.dossierId)), staleTime: 0 });
  } catch (error) {
    if (isRefusal(error)) throw redirect({ to: '/' });
    throw error;
  }
}

/** Where the service-report guard (machines/access/serviceReportAccess.ts) sends a visit that may not stay. */
function leave(match: ReportMatch, report: ServiceReport, to: ReportScreen | 'dossier'): never {
  if (to === 'dossier') throw redirect({ ...dossierViewLink(match.context.session.getSnapshot().context.droitId, report.dossierId), replace: true });
  throw redirect({ to: `/rapportPrestation/$dossierId/${to}`, params: match.params, replace: true });
}

/** Each screen asks the guard, loaded with the screen rather than in the first page's bundle. */
const guardScreen = (screen: ReportScreen) => async (match: ReportMatch) => {
  const [report, { reportScreenFor }] = await Promise.all([loadReport(match), import('../../machines/access/serviceReportAccess')]);
  const to = reportScreenFor({ statut: report.statutDossierId, etape: report.etape, ...report.visiteur }, screen);
  if (to !== screen) leave(match, report, to);
  return report;
};

/** {dossierId} alone resumes at the saved step's screen, else the furthest screen the guard opens, else the dossier. */
export const reportIndexRoute = createRoute({
  getParentRoute: () => reportRoute,
  path: '/',
  beforeLoad: async (match) => {
    const report = await loadReport(match);
    const saved = reportScreenOfEtape(report.etape);
    leave(match, report, report.ecrans.includes(saved) ? saved : (report.ecrans.at(-1) ?? 'dossier'));
  },
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
    loader: guardScreen(screen),
    head: ({ loaderData }) =>
      pageTitle('layout:titles.report', {
        reference: loaderData?.reference ?? '',
        step: i18n.t('report:step', { number: index + 1, count: REPORT_SCREENS.length, name: i18n.t(`report:steps.${screen}`) }),
      }),
    component: SCREENS[screen],
  }),
);
