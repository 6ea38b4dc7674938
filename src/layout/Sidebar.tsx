import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { menuEntriesFor } from '../../domain/menu';
import { useConstants } from '../api/platform/constants';
import { MenuIcon } from './MenuIcon';
import styles from './Sidebar.module.css';

interface SidebarProps {
  id: string;
  droitId: number | null;
  shrunk: boolean;
  onToggle: () => void;
  /** Narrow screens: the drawer is shown (the stylesheet hides it otherwise, and ignores this on wide screens). */
  drawerOpen: boolean;
  onCloseDrawer: (returnFocus: boolean) => void;
}

/**
 * The menu of spec section 2; an entry appears once its screen exists in the route tree. On a narrow screen
 * it is a drawer: opened, it takes the focus; Escape closes it and gives the focus back to the menu
 * button; choosing an entry or leaving it closes it.
 */
export function Sidebar({ id, droitId, shrunk, onToggle, drawerOpen, onCloseDrawer }: SidebarProps) {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const { data: constants } = useConstants();
  const ref = useRef<HTMLElement>(null);
  const entries = menuEntriesFor(droitId).filter((entry) => entry.to in router.routesByPath);
  const guideUrl = constants && `${constants['platform.content_site_url']}/comment-ca-marche`;

  useEffect(() => {
    if (drawerOpen) ref.current?.querySelector<HTMLElement>('a')?.focus();
  }, [drawerOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!drawerOpen || event.key !== 'Escape') return;
    event.preventDefault();
    onCloseDrawer(true);
  };
  // The menu button toggles the drawer itself: focus going there is not leaving.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget;
    if (drawerOpen && to && !event.currentTarget.contains(to) && to.getAttribute('aria-controls') !== id) onCloseDrawer(false);
  };
  const closeOnChoice = () => drawerOpen && onCloseDrawer(false);

  return (
    <nav ref={ref} id={id} className={styles.sidebar} data-shrunk={shrunk} data-open={drawerOpen} aria-label={t('menu.label')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button type="button" className={styles.toggle} onClick={onToggle} aria-expanded={!shrunk} aria-label={shrunk ? t('menu.expand') : t('menu.shrink')}>
        <MenuIcon name={shrunk ? 'expand' : 'shrink'} />
      </button>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              // Only entries whose route exists are rendered (checked above); the cast tells TypeScript so.
              to={entry.to as LinkProps['to']}
              className={styles.link}
              activeProps={{ className: styles.active, 'aria-current': 'page' }}
              activeOptions={{ exact: entry.to === '/' }}
              title={shrunk ? t(`menu.${entry.key}`) : undefined}
              onClick={closeOnChoice}
            >
              <MenuIcon name={entry.key} />
              <span className={styles.text}>{t(`menu.${entry.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {guideUrl && (
        <a
          className={`${styles.link} ${styles.guide}`}
          href={guideUrl}
          target="_blank"
          rel="noreferrer"
          title={shrunk ? t('menu.guide') : undefined}
          onClick={closeOnChoice}
        >
          <MenuIcon name="guide" />
          <span className={styles.text}>
            {t('menu.guide')} <span className="visually-hidden">{t('menu.guideHint')}</span>
          </span>
        </a>
      )}
    </nav>
  );
}
