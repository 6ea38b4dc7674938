import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TYPE_PRESTATION_LABELS } from '../../../domain/service-report';
import { formatDate } from '../../i18n/format';
import { useReport } from './ReportContext';
import styles from './Report.module.css';

/** What the report says (description and specificities), with "Modifier" links when `editable` (the recap). */
export function ReportSummary({ editable = false }: { editable?: boolean }) {
  const { t } = useTranslation('report');
  const { dossierId, description, specificites } = useReport();
  const edit = (screen: 'description' | 'specificites', section: string) =>
    editable && (
      <Link to={`/rapportPrestation/$dossierId/${screen}`} params={{ dossierId: String(dossierId) }} className="btn" aria-label={t('recap.editName', { section })}>
        {t('recap.edit')}
      </Link>
    );
  const none = '—';
  return (
    <>
      <div className="panel">
        <div className={styles.sectionHead}>
          <h2 className="section-title">{t('recap.description')}</h2>
          {edit('description', t('recap.description'))}
        </div>
        <dl className={styles.facts}>
          <dt>{t('fields.dateDebut')}</dt>
          <dd>{formatDate(description.dateDebut) ?? none}</dd>
          <dt>{t('fields.dateFin')}</dt>
          <dd>{formatDate(description.dateFin) ?? none}</dd>
          <dt>{t('fields.tachesLivrables')}</dt>
          <dd>{description.tachesLivrables ?? none}</dd>
          <dt>{t('fields.contexte')}</dt>
          <dd>{description.contexte ?? none}</dd>
        </dl>
      </div>
      <div className="panel">
        <div className={styles.sectionHead}>
          <h2 className="section-title">{t('recap.specificites')}</h2>
          {edit('specificites', t('recap.specificites'))}
        </div>
        <dl className={styles.facts}>
          <dt>{t('fields.typePrestation')}</dt>
          <dd>{specificites.typePrestation ? TYPE_PRESTATION_LABELS[specificites.typePrestation] : none}</dd>
          <dt>{t('fields.conclusion')}</dt>
          <dd>{specificites.conclusion ?? none}</dd>
          {specificites.motifAnnulation && (
            <>
              <dt>{t('fields.motifAnnulation')}</dt>
              <dd>{specificites.motifAnnulation}</dd>
            </>
          )}
        </dl>
      </div>
    </>
  );
}
