import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConstants } from '../../../api/platform/constants';
import { DossierActions } from '../DossierActions';
import { StatusBadge } from '../StatusBadge';
import { DOSSIER_TABS } from './tabs';
import { useDossier } from './useDossier';
import styles from './DossierLayout.module.css';

/** /dossiers/{id}: the dossier's heading, its actions, and its tabs (spec section 2). */
export function DossierLayout() {
  const { t } = useTranslation('dossiers');
  const dossier = useDossier();
  const { data: constants } = useConstants();
  const dossierId = String(dossier.id);
  return (
    <article aria-labelledby="dossier-title">
      <header className={styles.header}>
        <div>
          <h1 id="dossier-title">{t('detail.title', { reference: dossier.reference })}</h1>
          <StatusBadge statut={dossier.StatutDossierId} label={dossier.statut} />
        </div>
        <DossierActions dossier={dossier} showView={false} />
      </header>
      {dossier.anciennePlateforme && (
        <p className="notice" role="note">
          {t('detail.readOnly')}{' '}
          {constants && <a href={String(constants['platform.legacy_backend_app_url'])}>{t('detail.oldPlatformLink')}</a>}
        </p>
      )}
      <nav className={styles.tabs} aria-label={t('detail.tabs')}>
        {DOSSIER_TABS.map(({ path }) => (
          <Link
            key={path}
            to={`/dossiers/$dossierId/${path}`}
            params={{ dossierId }}
            className={styles.tab}
            activeProps={{ className: styles.active, 'aria-current': 'page' }}
          >
            {t(`detail.tab.${path}`)}
          </Link>
        ))}
      </nav>
      <div className={`panel ${styles.content}`}>
        <Outlet />
      </div>
    </article>
  );
}
