import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConstants } from '../../../api/platform/constants';
import { DOSSIER_TAB_PATHS, dossierViewLink } from '../../../paths/dossier-paths';
import { useDroitId } from '../../../session/SessionContext';
import { StatusBadge } from '../../../layout/StatusBadge';
import { useDossier } from './useDossier';
import styles from './DossierView.module.css';
import { TAB_CLASS, TabOutlet, TabStrip } from '../../../layout/TabStrip';

/** A dossier's heading, what its reader may do on it, the administration's follow-up for a manager, and its tabs (spec section 2), in either section. */
export function DossierView({ actions, followUp }: { actions?: ReactNode; followUp?: ReactNode }) {
  const { t } = useTranslation('dossiers');
  const dossier = useDossier();
  const droitId = useDroitId();
  const { data: constants } = useConstants();
  return (
    <article aria-labelledby="dossier-title">
      <header className={styles.header}>
        <div>
          <h1 id="dossier-title">{t('detail.title', { reference: dossier.reference })}</h1>
          <StatusBadge statut={dossier.StatutDossierId} label={dossier.statut} />
        </div>
        {actions}
      </header>
      {dossier.anciennePlateforme && (
        <p className="notice" role="note">
          {t('detail.readOnly')}{' '}
          {constants && <a href={String(constants['platform.legacy_backend_app_url'])}>{t('detail.oldPlatformLink')}</a>}
        </p>
      )}
      {followUp}
      <TabStrip label={t('detail.tabs')}>
        {DOSSIER_TAB_PATHS.map((path) => (
          <Link
            key={path}
            {...dossierViewLink(droitId, dossier.id, path)}
            className={TAB_CLASS}
          >
            {t(`detail.tab.${path}`)}
          </Link>
        ))}
      </TabStrip>
      <TabOutlet />
    </article>
  );
}
