import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { PublicPage } from '../../layout/PublicPage';

/** Any unknown path (spec section 2), with a way back: the dashboard when connected, else login. */
export function NotFoundScreen() {
  const { t } = useTranslation('layout');
  const connected = useSession((s) => s.matches('connected'));
  // No route matched, so none names the tab (src/layout/DocumentTitle.tsx): the page names it itself.
  useEffect(() => {
    document.title = t('pageTitle', { page: t('notFound.title') });
  }, [t]);
  return (
    <PublicPage title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      {connected ? <Link to="/">{t('notFound.backToDashboard')}</Link> : <Link to="/login">{t('notFound.backToLogin')}</Link>}
    </PublicPage>
  );
}
