import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useMatches, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { REPORT_SCREENS, type ReportScreen } from '../../../domain/service-report-screens';
import { serviceReportQuery } from '../../api/dossiers/report-query';
import { inspect } from '../../machines-inspection';
import { ReportContext } from './ReportContext';
import { ReportActor, restoredReport } from './report-actor';
import styles from './Report.module.css';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The service report's screen a route shows (src/routes/report.tsx). */
    reportScreen?: ReportScreen;
  }
}

/**
 * The frame of the report's screens: the dossier and its parties, the six steps (links to those the guard
 * opens, the current one marked), and the step itself, on the report's statechart. The route's guard has read the report already.
 */
export function ReportLayout() {
  const { t } = useTranslation('report');
  const { dossierId } = useParams({ from: '/app/rapportPrestation/$dossierId' });
  const { data: report } = useQuery(serviceReportQuery(Number(dossierId)));
  const current = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.reportScreen)?.staticData.reportScreen });
  if (!report) return null;
  const restored = restoredReport(report);
  const number = current ? REPORT_SCREENS.indexOf(current) + 1 : 0;
  return (
    <ReportContext.Provider value={report}>
      <section className={styles.report} aria-labelledby="report-title">
        <header>
          <h1 id="report-title">{t('title', { reference: report.reference })}</h1>
          {report.prestataire && report.beneficiaire && <p className={styles.meta}>{t('parties', { prestataire: report.prestataire, beneficiaire: report.beneficiaire })}</p>}
        </header>
        <nav aria-label={t('stepsNav')}>
          <ol className={styles.steps}>
            {REPORT_SCREENS.map((screen, index) => {
              const label = `${index + 1}. ${t(`steps.${screen}`)}`;
              if (screen === current)
                return (
                  <li key={screen} className={`${styles.stepItem} ${styles.current}`} aria-current="step">
                    {label}
                  </li>
                );
              return (
                <li key={screen} className={styles.stepItem}>
                  {report.ecrans.includes(screen) ? (
                    <Link to={`/rapportPrestation/$dossierId/${screen}`} params={{ dossierId }}>
                      {label}
                    </Link>
                  ) : (
                    <span className={styles.closed}>{label}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        {current && <p className={styles.meta}>{t('step', { number, count: REPORT_SCREENS.length, name: t(`steps.${current}`) })}</p>}
        {/* Restored from each report the server sends: a step or a document changed elsewhere restarts it there. */}
        <ReportActor.Provider key={JSON.stringify(restored.value)} options={{ snapshot: restored, inspect }}>
          <Outlet />
        </ReportActor.Provider>
      </section>
    </ReportContext.Provider>
  );
}
