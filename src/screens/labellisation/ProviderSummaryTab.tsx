import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LabelsTable } from './LabelsTable';
import { useProvider } from './useProvider';
import styles from './Labellisation.module.css';

/** The provider summary (spec section 2, prestataire/{id}): its labels and how many of its requests are in progress. */
export function ProviderSummaryTab() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  if (!summary) return null;
  return (
    <>
      <section className={styles.card} aria-labelledby="provider-labels-title">
        <h2 id="provider-labels-title">{t('labels.title')}</h2>
        <LabelsTable labels={summary.labels} caption={t('labels.captionOf', { nom: summary.organisation.nom })} renewFor={summary.actions.create ? id : undefined} />
      </section>
      <section className={styles.card} aria-labelledby="provider-progress-title">
        <h2 id="provider-progress-title">{t('provider.inProgressTitle')}</h2>
        <p>{t('provider.inProgress', { count: summary.enCours })}</p>
        <div className={styles.actions}>
          <Link to="/labellisation/prestataire/$prestataireId/recognitions" params={{ prestataireId: String(id) }} className="btn">
            {t('provider.seeRequests')}
          </Link>
        </div>
      </section>
    </>
  );
}
