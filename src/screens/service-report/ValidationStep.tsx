import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DOSSIER_TEXT_MAX_LENGTH } from '../../../domain/schemas/dossiers';
import { useReportDecision } from '../../api/dossiers/report';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { dossierViewLink } from '../../paths/dossier-paths';
import { useDroitId } from '../../session/SessionContext';
import { Countdown } from './Countdown';
import { useReport } from './ReportContext';
import { ReportActor } from './report-actor';
import { ReportDocuments } from './ReportDocuments';
import { ReportSummary } from './ReportSummary';
import { useReportSave } from './useReportSave';
import styles from './Report.module.css';

type Decision = 'validate' | 'refuse';

/**
 * Step 5, the beneficiary's: the report and its documents, the days left, and the decision. Both are asked
 * first; the refusal says it is irreversible and takes a justification. The dossier then leaves status 6:
 * its own page shows where it stands.
 */
export function ValidationStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const droitId = useDroitId();
  const navigate = useNavigate();
  const decide = useReportDecision(report.dossierId);
  const { busy, run } = useReportSave();
  const [asking, setAsking] = useState<Decision | null>(null);
  const mayDecide = report.actions.validateReport || report.actions.refuseReport;
  // A new invoice invalidated the activity report: the statechart takes only a refusal until another one is there.
  const activityMissing = !ReportActor.useSelector((snapshot) => snapshot.can({ type: 'BENEFICIARY_VALIDATES' }));
  const take = (decision: Decision, justification: string) =>
    run(async () => {
      await decide.mutateAsync({ call: decision, version: report.version, justification: decision === 'refuse' ? justification : undefined });
      notifySuccess(t(decision === 'validate' ? 'validation.validated' : 'validation.refused', { reference: report.reference }));
    }, { type: decision === 'validate' ? 'BENEFICIARY_VALIDATES' : 'BENEFICIARY_REFUSES' })
      // Decided, the report is shown on its dossier.
      .then((reached) => reached && navigate(dossierViewLink(droitId, report.dossierId)))
      .finally(() => setAsking(null));
  return (
    <>
      <p className={styles.meta}>{t('validation.intro')}</p>
      <Countdown beneficiary />
      <ReportSummary />
      <ReportDocuments />
      {activityMissing && <p className={`${styles.notice} ${styles.warning}`}>{t('validation.activityMissing')}</p>}
      <div className="button-row">
        {mayDecide ? (
          <>
            <button type="button" className="btn btn-danger" onClick={() => setAsking('refuse')}>
              {t('validation.refuse')}
            </button>
            <button type="button" className="btn btn-primary" disabled={activityMissing} onClick={() => setAsking('validate')}>
              {t('validation.validate')}
            </button>
          </>
        ) : (
          <p className={styles.meta}>{t('validation.decisionAuthorityOnly')}</p>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={t(asking === 'validate' ? 'validation.validateTitle' : 'validation.refuseTitle')}
          text={t(asking === 'validate' ? 'validation.validateText' : 'validation.refuseText')}
          tone={asking === 'refuse' ? 'danger' : 'default'}
          confirmLabel={t(asking === 'validate' ? 'validation.validate' : 'validation.refuse')}
          cancelLabel={t('back')}
          justificationLabel={asking === 'refuse' ? t('validation.justification') : undefined}
          justificationMaxLength={DOSSIER_TEXT_MAX_LENGTH}
          requiredMessage={t('common:required')}
          busy={busy}
          onConfirm={(justification) => void take(asking, justification)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
