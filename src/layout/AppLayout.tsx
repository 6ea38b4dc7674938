import { useDeferredValue, useId } from 'react';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDroitId, useSession } from '../session/SessionContext';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SiteFooter } from './SiteFooter';
import { useMenuDrawer, useMenuShrunk } from './menu-state';
import styles from './AppLayout.module.css';

/** A route may declare a sub-menu beside the sidebar (spec section 2: it adds about 11.6rem). */
export interface SubMenuLink {
  labelKey: string;
  to: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    subMenu?: SubMenuLink[];
  }
}

/** The frame of every signed-in screen: sidebar (a drawer on narrow screens), optional sub-menu, header and the screen. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const droitId = useDroitId();
  const [shrunk, toggle] = useMenuShrunk();
  const drawer = useMenuDrawer();
  const menuId = useId();
  const subMenu = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.subMenu)?.staticData.subMenu });
  // Once the session ends (logout, expired token) its screens go at once: none asks the server again meanwhile.
  const connected = useSession((s) => s.matches('connected'));
  // The screen (and the footer under it) comes in a render of its own, after the frame's. The route's first render
  // is synchronous (a router's state change cannot be a transition), and the frame with a screen (a table's rows and
  // their actions, a dossier's fields) was one task of 150-200 ms in Chromium here; deferred, the screen's render
  // yields to the browser between components. Nothing moves: the footer comes with the screen (docs/performance.md).
  const screenShown = useDeferredValue(true, false);
  if (!connected) return null;
  return (
    <div className={styles.shell}>
      <a href="#contenu" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <Sidebar id={menuId} droitId={droitId} shrunk={shrunk} onToggle={toggle} drawerOpen={drawer.open} onCloseDrawer={drawer.close} />
      {/* Dims the page under the open drawer; a click beside the drawer closes it (the keyboard has Escape). */}
      {drawer.open && <div className={styles.backdrop} onClick={() => drawer.close(false)} aria-hidden="true" />}
      {subMenu && (
        <nav className={styles.subMenu} aria-label={t('menu.subMenu')}>
          {subMenu.map((link) => (
            <Link key={link.to} to={link.to} className={styles.subLink} activeProps={{ className: styles.subActive, 'aria-current': 'page' }}>
              {t(link.labelKey)}
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.column}>
        <Header drawer={drawer} menuId={menuId} />
        <main id="contenu" className={styles.main} tabIndex={-1}>
          {screenShown && <Outlet />}
        </main>
        {screenShown && <SiteFooter className={styles.footer} />}
      </div>
    </div>
  );
}
