import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { dossierViewLink } from '../../paths/dossier-paths';
import { useDroitId } from '../../session/SessionContext';
import { Countdown } from './Countdown';
import { useReport } from './ReportContext';

/** Step 6, the provider's: the report is with the beneficiary, for how long, and its documents can still be replaced. */
export function ConfirmationStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const droitId = useDroitId();
  return (
    <div className="panel">
      <h2 className="section-title">{t('confirmation.title')}</h2>
      <p role="status">{t('confirmation.text', { reference: report.reference, date: formatDate(report.soumisLe) })}</p>
      <Countdown />
      <p>{t('confirmation.replace')}</p>
      <div className="button-row">
        <Link to="/rapportPrestation/$dossierId/documents" params={{ dossierId: String(report.dossierId) }} className="btn">
          {t('confirmation.toDocuments')}
        </Link>
        <Link {...dossierViewLink(droitId, report.dossierId)} className="btn btn-primary">
          {t('confirmation.toDossier')}
        </Link>
      </div>
    </div>
  );
}
