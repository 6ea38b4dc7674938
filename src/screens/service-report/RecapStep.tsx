import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmReportRecap } from '../../api/dossiers/report';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { useReport } from './ReportContext';
import { ReportSummary } from './ReportSummary';
import { useReportSave } from './useReportSave';

/** Step 3: the report as written, each part editable, then confirmed (its data is fixed from then on). */
export function RecapStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const confirm = useConfirmReportRecap(report.dossierId);
  const { busy, run } = useReportSave();
  const [asking, setAsking] = useState(false);
  const confirmed = () =>
    run(
      () => confirm.mutateAsync(),
      () => {
        notifySuccess(t('recap.confirmed'));
        return 'documents';
      },
    ).finally(() => setAsking(false));
  return (
    <>
      <ReportSummary editable />
      <div className="button-row">
        <Link to="/rapportPrestation/$dossierId/specificites" params={{ dossierId: String(report.dossierId) }} className="btn">
          {t('previous')}
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
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
