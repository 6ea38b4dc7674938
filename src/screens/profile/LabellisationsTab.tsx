import { useTranslation } from 'react-i18next';
import styles from './Profile.module.css';

/**
 * /profile/labellisations (providers only). Labellisation requests do not exist on the platform yet, so the list
 * is honestly empty: nothing is fetched, and no row is made up.
 */
export function LabellisationsTab() {
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="labellisations-title">
      <h2 id="labellisations-title">{t('labellisations.title')}</h2>
      <p className={styles.empty}>{t('labellisations.empty')}</p>
      <p className={styles.muted}>{t('labellisations.emptyHint')}</p>
    </section>
  );
}
