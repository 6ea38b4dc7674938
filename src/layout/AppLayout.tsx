import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, isDroitId } from '../../domain/droits';
import { useSession, useSessionActor } from '../session/SessionContext';
import styles from './AppLayout.module.css';

/** The frame of every signed-in screen. */
export function AppLayout() {
  const { t } = useTranslation(['layout', 'common']);
  const session = useSessionActor();
  const user = useSession((s) => s.context.user);
  const droitId = useSession((s) => s.context.droitId);
  return (
    <div className={styles.shell}>
      <a href="#contenu" className={styles.skip}>
        {t('layout:skipToContent')}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>
          <img src="/app/logo.svg" alt="" width={32} height={32} />
          {t('common:appName')}
        </span>
        <span className={styles.user}>
          {user && <span data-testid="user-name">{t('layout:signedInAs', { prenom: user.prenom, nom: user.nom })}</span>}
          {droitId !== null && isDroitId(droitId) && <span className={styles.droit}>{DROIT_LABELS[droitId]}</span>}
          <button type="button" className={styles.logout} onClick={() => session.send({ type: 'LOGOUT' })}>
            {t('layout:logout')}
          </button>
        </span>
      </header>
      <main id="contenu" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
