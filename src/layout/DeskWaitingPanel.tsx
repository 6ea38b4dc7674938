import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';

/** On the labelling dashboard and the home page: how many labellisation requests wait for a centre or the administration, and the way to their desk. */
export function DeskWaitingPanel({ waiting }: { waiting: number }) {
  const { t } = useTranslation('labellisation');
  return (
    <div className="panel">
      <h2>{t('dashboard.deskTitle')}</h2>
      <p>{t('dashboard.waiting', { count: waiting, total: formatNumber(waiting) })}</p>
      <div className="button-row">
        <Link to="/labellisation/bureau" className="btn btn-primary">
          {t('dashboard.openDesk')}
        </Link>
      </div>
    </div>
  );
}
