import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../layout/PublicPage';

/** Shown while the maintenance flag is set (a 503 from the API, spec sections 4 and 8). */
export function MaintenanceScreen() {
  const { t } = useTranslation('layout');
  return (
    <PublicPage title={t('maintenance.title')}>
      <p role="status">{t('maintenance.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('maintenance.retry')}
      </button>
    </PublicPage>
  );
}
