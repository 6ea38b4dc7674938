import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, isDroitId } from '../../domain/droits';
import { useSession } from '../session/SessionContext';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/** The top header: brand, the current right, and the user's menu (spec section 2). */
export function Header() {
  const { t } = useTranslation(['layout', 'common']);
  const user = useSession((s) => s.context.user);
  const droitId = useSession((s) => s.context.droitId);
  return (
    <header className={styles.header}>
      <span className={styles.brand}>
        <img src="/app/logo.svg" alt="" width={32} height={32} />
        {t('common:appName')}
      </span>
      <div className={styles.right}>
        {droitId !== null && isDroitId(droitId) && (
          <span className={styles.droit} data-testid="current-droit">
            {DROIT_LABELS[droitId]}
          </span>
        )}
        {user && <UserMenu prenom={user.prenom} nom={user.nom} />}
      </div>
    </header>
  );
}
