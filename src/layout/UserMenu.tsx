import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Droit } from '../../domain/droits';
import { useSession, useSessionActor } from '../session/SessionContext';
import { useMenuButton } from './useMenuButton';
import styles from './Header.module.css';

const PROFILE_PATH = '/profile';
const EMAILS_PATH = '/emails';
const STATECHARTS_PATH = '/statecharts';

/**
 * The header dropdown (spec section 2): Profile, 'login as provider' / 'login as beneficiary' when held
 * and not current (the session machine says which), and Disconnect. Arrow keys move, Escape closes.
 */
export function UserMenu({ prenom, nom }: { prenom: string; nom: string }) {
  const { t } = useTranslation('layout');
  const session = useSessionActor();
  const router = useRouter();
  const canBeProvider = useSession((s) => s.can({ type: 'SWAP_DROIT', droitId: Droit.Prestataire }));
  const canBeBeneficiary = useSession((s) => s.can({ type: 'SWAP_DROIT', droitId: Droit.Beneficiaire }));
  const { open, close, containerProps, buttonProps, menuProps } = useMenuButton();
  // The profile screen arrives with its own issue; the entry shows once its route exists.
  const hasProfile = PROFILE_PATH in router.routesByPath;
  // The same for the e-mail history: a router without its route (a screen's test) shows no dead entry.
  const hasEmails = EMAILS_PATH in router.routesByPath;
  const hasStatecharts = STATECHARTS_PATH in router.routesByPath;

  const swap = (droitId: typeof Droit.Prestataire | typeof Droit.Beneficiaire) => {
    close(false);
    session.send({ type: 'SWAP_DROIT', droitId });
  };

  return (
    <div className={styles.userMenu} {...containerProps}>
      <button className={styles.userButton} {...buttonProps}>
        <span className={styles.avatar} aria-hidden="true">
          {prenom.charAt(0)}
          {nom.charAt(0)}
        </span>
        <span className="visually-hidden">{t('userMenu.open')}</span>
        <span data-testid="user-name" className="visually-hidden-phone">{t('signedInAs', { prenom, nom })}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className={`menu-panel ${styles.menu}`} {...menuProps}>
          {hasProfile && (
            <li role="none">
              <Link role="menuitem" to={PROFILE_PATH as LinkProps['to']} className={`menu-item ${styles.menuItem}`} onClick={() => close(false)}>
                {t('userMenu.profile')}
              </Link>
            </li>
          )}
          {hasEmails && (
            <li role="none">
              <Link role="menuitem" to={EMAILS_PATH as LinkProps['to']} className={`menu-item ${styles.menuItem}`} onClick={() => close(false)}>
                {t('userMenu.emails')}
              </Link>
            </li>
          )}
          {hasStatecharts && (
            <li role="none">
              <Link role="menuitem" to={STATECHARTS_PATH as LinkProps['to']} className={`menu-item ${styles.menuItem}`} onClick={() => close(false)}>
                {t('userMenu.statecharts')}
              </Link>
            </li>
          )}
          {canBeProvider && (
            <li role="none">
              <button role="menuitem" type="button" className={`menu-item ${styles.menuItem}`} onClick={() => swap(Droit.Prestataire)}>
                {t('userMenu.loginAsProvider')}
              </button>
            </li>
          )}
          {canBeBeneficiary && (
            <li role="none">
              <button role="menuitem" type="button" className={`menu-item ${styles.menuItem}`} onClick={() => swap(Droit.Beneficiaire)}>
                {t('userMenu.loginAsBeneficiary')}
              </button>
            </li>
          )}
          <li role="none">
            <button role="menuitem" type="button" className={`menu-item ${styles.menuItem}`} onClick={() => session.send({ type: 'LOGOUT' })}>
              {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
