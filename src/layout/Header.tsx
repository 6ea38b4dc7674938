import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, isDroitId } from '../../domain/droits';
import { useDroitId, useSession } from '../session/SessionContext';
import { MenuIcon } from './MenuIcon';
import type { MenuDrawer } from './menu-state';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

interface HeaderProps {
  /** The drawer the menu button opens on a narrow screen, and the id of the menu it controls. */
  drawer: MenuDrawer;
  menuId: string;
}

/** The top header: the menu button (narrow screens), brand, the current right, and the user's menu (spec section 2). */
export function Header({ drawer, menuId }: HeaderProps) {
  const { t } = useTranslation(['layout', 'common']);
  const user = useSession((s) => s.context.user);
  const droitId = useDroitId();
  return (
    <header className={styles.header}>
      <button ref={drawer.buttonRef} type="button" className={styles.menuButton} aria-expanded={drawer.open} aria-controls={menuId} onClick={drawer.toggle}>
        <MenuIcon name={drawer.open ? 'close' : 'menu'} />
        <span className="visually-hidden">{t('menu.button')}</span>
      </button>
      <span className={styles.brand}>
        <img src="/app/logo.svg" alt="" width={32} height={32} />
        <span className={styles.brandName}>{t('common:appName')}</span>
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
