import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { PublicPage } from '../../layout/PublicPage';

/** Any unknown path (spec section 2), with a way back: the dashboard when connected, else login. */
export function NotFoundScreen() {
  const { t } = useTranslation('layout');
  const connected = useSession((s) => s.matches('connected'));
  return (
    <PublicPage title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      {connected ? <Link to="/">{t('notFound.backToDashboard')}</Link> : <Link to="/login">{t('notFound.backToLogin')}</Link>}
    </PublicPage>
  );
}
