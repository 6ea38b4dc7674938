import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { REPORT_SCREEN_STEP, REPORT_SCREENS, type ReportScreen } from '../../../domain/service-report-screens';
import type { ServiceReport } from '../../../domain/wire/service-report';
import { serviceReportMachine } from '../../../machines/serviceReport.machine';
import { serviceReportStateValue, STATE_BY_ETAPE, type ServiceReportFacts } from '../../../machines/serviceReport.state';
import i18n from '../../i18n';
import { notifyInfo } from '../../layout/notify';

/**
 * The report wizard's statechart as the browser runs it. The server performs the stored effect; what the
 * browser does for it is tell the provider, at the moment it happens, that an activity report must follow.
 */
export const browserReportMachine = serviceReportMachine.provide({
  actions: { invalidateActivityReport: () => notifyInfo(i18n.t('report:documents.activityInvalidated')) },
});

export type ReportSnapshot = SnapshotFrom<typeof browserReportMachine>;

/** The actor the report's screens send their events to (ReportLayout provides it, restored from the report). */
export const ReportActor = createActorContext(browserReportMachine);

/** What the wire report tells the machine: the saved step and the documents it holds (a decided report has left status 6 and its screens). */
export function reportFactsOf(report: ServiceReport): ServiceReportFacts {
  return { etape: report.etape, facture: report.facture.document !== null, rapportActivite: report.rapportActivite !== null, decision: null };
}

export function restoredReport(report: ServiceReport): ReportSnapshot {
  return browserReportMachine.resolveState({ value: serviceReportStateValue(reportFactsOf(report)) });
}

/**
 * The provider's screen of the machine's state: the screen whose saved step the state stands for (the
 * beneficiary's validation aside); none once decided, the report is then shown on its dossier.
 */
export function providerScreenOf(snapshot: ReportSnapshot): ReportScreen | null {
  const top = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  return REPORT_SCREENS.find((screen) => screen !== 'validation' && STATE_BY_ETAPE[REPORT_SCREEN_STEP[screen]] === top) ?? null;
}
