import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { menuEntriesFor } from '../../domain/menu';
import { useConstants } from '../api/platform/constants';
import { MenuIcon } from './MenuIcon';
import styles from './Sidebar.module.css';

interface SidebarProps {
  droitId: number | null;
  shrunk: boolean;
  onToggle: () => void;
}

/** The menu of spec section 2; an entry appears once its screen exists in the route tree. */
export function Sidebar({ droitId, shrunk, onToggle }: SidebarProps) {
  const { t } = useTranslation('layout');
  const router = useRouter();
  const { data: constants } = useConstants();
  const entries = menuEntriesFor(droitId).filter((entry) => entry.to in router.routesByPath);
  const guideUrl = constants && `${constants['platform.content_site_url']}/comment-ca-marche`;
  return (
    <nav className={styles.sidebar} data-shrunk={shrunk} aria-label={t('menu.label')}>
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
            >
              <MenuIcon name={entry.key} />
              <span className={styles.text}>{t(`menu.${entry.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {guideUrl && (
        <a className={`${styles.link} ${styles.guide}`} href={guideUrl} target="_blank" rel="noreferrer" title={shrunk ? t('menu.guide') : undefined}>
          <MenuIcon name="guide" />
          <span className={styles.text}>
            {t('menu.guide')} <span className="visually-hidden">{t('menu.guideHint')}</span>
          </span>
        </a>
      )}
    </nav>
  );
}
