import { redirect } from '@tanstack/react-router';
import { reportScreenOfEtape, type ReportScreen } from '../../domain/service-report-screens';
import type { ServiceReport } from '../../domain/wire/service-report';
import { reportScreenVerdict } from '../../machines/serviceReport.state';
import { serviceReportQuery } from '../api/dossiers/report-query';
import { isRefusal } from '../api/errors';
import { reportFactsOf } from '../screens/service-report/report-actor';
import type { RouterContext } from './context';
import { dossierViewLink } from '../paths/dossier-paths';
import { droitIdOf } from '../session/caller';
import { refusedHome } from './refused-home';

/** The service report's routes' guard (src/routes/report.tsx), loaded with its first screen. */

export interface ReportMatch {
  context: RouterContext;
  params: { dossierId: string };
  preload?: boolean;
}

/** The report as it is now (a step just saved must be judged on the server's answer); a refusal sends home, told why. */
async function loadReport({ context, params, preload }: ReportMatch): Promise<ServiceReport> {
  try {
    return await context.queryClient.fetchQuery({ ...serviceReportQuery(Number(params.dossierId)), staleTime: 0 });
  } catch (error) {
    if (isRefusal(error)) refusedHome('dossier', { preload });
    throw error;
  }
}

/** Where the service-report guard sends a visit that may not stay. */
function leave(match: ReportMatch, report: ServiceReport, to: ReportScreen | 'dossier'): never {
  if (to === 'dossier') throw redirect({ ...dossierViewLink(droitIdOf(match.context.session), report.dossierId), replace: true });
  throw redirect({ to: `/rapportPrestation/$dossierId/${to}`, params: match.params, replace: true });
}

/** Each screen asks the report's machine, restored from the report the server sent: the screen, or where the guard sends the visit. */
export async function guardReportScreen(screen: ReportScreen, match: ReportMatch): Promise<ServiceReport> {
  const report = await loadReport(match);
  const to = reportScreenVerdict(reportFactsOf(report), { statut: report.statutDossierId, ...report.visiteur }, screen);
  if (to !== screen) leave(match, report, to);
  return report;
}

/** {dossierId} alone resumes at the saved step's screen, else the furthest screen the guard opens, else the dossier. */
export async function resumeReport(match: ReportMatch): Promise<never> {
  const report = await loadReport(match);
  const saved = reportScreenOfEtape(report.etape);
  leave(match, report, report.ecrans.includes(saved) ? saved : (report.ecrans.at(-1) ?? 'dossier'));
}
