import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmReportRecap } from '../../api/dossiers/report';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { reportStartBreach } from '../../../domain/service-report';
import { platformToday } from '../../../domain/sme';
import { ReportActor } from './report-actor';
import { useReport } from './ReportContext';
import { ReportSummary } from './ReportSummary';
import { useReportSave } from './useReportSave';
import styles from './Report.module.css';

/** Step 3: the report as written, each part editable, then confirmed (its data is fixed from then on) once the documents' rules can be met. */
export function RecapStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const confirm = useConfirmReportRecap(report.dossierId);
  const { busy, run } = useReportSave();
  const [asking, setAsking] = useState(false);
  // The rules the documents will need are checked before the data is fixed: a start in the future would leave no invoice date.
  const startBreach = report.description.dateDebut ? reportStartBreach(report.description.dateDebut, platformToday()) : null;
  const mayConfirm = ReportActor.useSelector((snapshot) => snapshot.can({ type: 'CONFIRM_RECAP' })) && startBreach === null;
  const confirmed = () =>
    run(async () => {
      await confirm.mutateAsync();
      notifySuccess(t('recap.confirmed'));
    }, { type: 'CONFIRM_RECAP' }).finally(() => setAsking(false));
  return (
    <>
      <ReportSummary editable />
      {startBreach && (
        <p className={`${styles.notice} ${styles.warning}`} id="recap-blocked">
          {startBreach}{' '}
          <Link to="/rapportPrestation/$dossierId/description" params={{ dossierId: String(report.dossierId) }}>
            {t('recap.fixDescription')}
          </Link>
        </p>
      )}
      <div className="button-row">
        <Link to="/rapportPrestation/$dossierId/specificites" params={{ dossierId: String(report.dossierId) }} className="btn">
          {t('previous')}
        </Link>
        <button type="button" className="btn btn-primary" disabled={!mayConfirm} aria-describedby={startBreach ? 'recap-blocked' : undefined} onClick={() => setAsking(true)}>
          {t('recap.confirm')}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t('recap.confirmTitle')}
          text={t('recap.confirmText')}
          confirmLabel={t('confirm')}
          cancelLabel={t('back')}
          busy={busy}
          onConfirm={() => void confirmed()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
