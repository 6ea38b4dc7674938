import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EtapePrestation } from '../../../domain/encoding-steps';
import { useReportDecision } from '../../api/dossiers/report';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { formatDate } from '../../i18n/format';
import { notifySuccess } from '../../layout/notify';
import { dossierViewLink } from '../../paths/dossier-paths';
import { useDroitId } from '../../session/SessionContext';
import { Countdown } from './Countdown';
import { useReport } from './ReportContext';
import { ReportActor } from './report-actor';
import { ReportDocuments } from './ReportDocuments';
import { ReportUploadForm } from './ReportUploadForm';
import { useReportSave } from './useReportSave';
import styles from './Report.module.css';

/**
 * Step 4: the invoice (an Authority's), then the activity report, and the submission to the beneficiary
 * (an Authority's, asked first). Once submitted, the documents can still be replaced until the beneficiary
 * validates; the countdown says how long it has.
 */
export function DocumentsStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const droitId = useDroitId();
  const submitted = report.etape === EtapePrestation.PrestaConfirmation;
  const decide = useReportDecision(report.dossierId);
  const { busy, run } = useReportSave();
  const [asking, setAsking] = useState(false);
  const hasInvoice = report.facture.document !== null;
  // The statechart takes the submission only once both documents are there; until then the button says what is missing.
  const missing = ReportActor.useSelector((snapshot) => (snapshot.can({ type: 'SUBMIT_TO_BENEFICIARY' }) ? null : snapshot.matches({ documents: 'awaitingInvoice' }) ? 'invoice' : 'activity'));
  const submit = () =>
    run(async () => {
      await decide.mutateAsync({ call: 'submit-to-beneficiary', version: report.version });
      notifySuccess(t('documents.submitted'));
    }, { type: 'SUBMIT_TO_BENEFICIARY' }).finally(() => setAsking(false));
  return (
    <>
      {submitted && report.soumisLe ? (
        <>
          <p className={styles.notice}>{t('documents.waiting', { date: formatDate(report.soumisLe) })}</p>
          <Countdown />
        </>
      ) : (
        <p className={styles.meta}>{t('documents.intro')}</p>
      )}
      <ReportDocuments />
      {report.actions.editInvoice ? (
        <ReportUploadForm kind="facture" title={hasInvoice ? t('documents.replaceInvoice') : t('documents.invoiceForm')} />
      ) : (
        !hasInvoice && <p className={styles.meta}>{t('documents.invoiceAuthorityOnly')}</p>
      )}
      {report.actions.manageReportDocuments &&
        (hasInvoice ? (
          <ReportUploadForm kind="rapportActivite" title={report.rapportActivite ? t('documents.replaceActivity') : t('documents.activityForm')} />
        ) : (
          <p className={styles.meta}>{t('documents.activityAfterInvoice')}</p>
        ))}
      <div className="button-row">
        <Link {...dossierViewLink(droitId, report.dossierId)} className="btn">
          {t('toDossier')}
        </Link>
        {!submitted &&
          (report.actions.submitReport ? (
            <>
              {missing && (
                <p className={styles.meta} id="submit-blocked">
                  {t(missing === 'invoice' ? 'documents.submitNeedsInvoice' : 'documents.submitNeedsActivity')}
                </p>
              )}
              <button type="button" className="btn btn-primary" disabled={missing !== null} aria-describedby={missing ? 'submit-blocked' : undefined} onClick={() => setAsking(true)}>
                {t('documents.submit')}
              </button>
            </>
          ) : (
            <p className={styles.meta}>{t('documents.submitAuthorityOnly')}</p>
          ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={t('documents.submitTitle')}
          text={t('documents.submitText', { days: report.delaiValidationJours })}
          confirmLabel={t('documents.submit')}
          cancelLabel={t('back')}
          busy={busy}
          onConfirm={() => void submit()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
