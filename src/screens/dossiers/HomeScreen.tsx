import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, hasDossiersDroitId, isDossierManagerDroitId, isDroitId, isLabellisationDeskDroitId, isSwappableDroitId } from '../../../domain/droits';
import { useDroitId, useSession } from '../../session/SessionContext';
import { useQuery } from '@tanstack/react-query';
import { recentDossiersQuery } from '../../api/dossiers/recent';
import { labellisationDashboardQuery } from '../../api/labellisation/dashboard';
import { DeskWaitingPanel } from '../../layout/DeskWaitingPanel';
import { DossierTable } from './DossierTable';
import { NewDossierLink } from './NewDossierLink';
import styles from './HomeScreen.module.css';

/** Home (spec section 2): the most recent dossiers with their actions. */
export function HomeScreen() {
  const { t } = useTranslation('dossiers');
  const user = useSession((s) => s.context.user);
  const droitId = useDroitId();
  const seesDossiers = hasDossiersDroitId(droitId);
  // Home's route asks for it on each visit (src/routes/app.tsx): mounted, the screen does not ask again.
  const recent = useQuery({ ...recentDossiersQuery(), enabled: seesDossiers, refetchOnMount: false });
  if (!user) return null;
  return (
    <section aria-labelledby="home-title" className={styles.home}>
      <header className={styles.header}>
        <div>
          <h1 id="home-title">{t('home.welcome', { prenom: user.prenom, nom: user.nom })}</h1>
          {droitId !== null && isDroitId(droitId) && <p className={styles.muted}>{t('home.actingAs', { droit: DROIT_LABELS[droitId] })}</p>}
        </div>
        <NewDossierLink />
      </header>
      {isLabellisationDeskDroitId(droitId) && <HomeDesk />}
      {seesDossiers && (
        <div className={styles.sectionHeader}>
          <h2>{t('home.recent')}</h2>
          {isSwappableDroitId(droitId) && (
            <Link to="/dossiers" className="btn">
              {t('home.seeAll')}
            </Link>
          )}
          {isDossierManagerDroitId(droitId) && (
            <Link to="/gestion" className="btn">
              {t('home.seeQueue')}
            </Link>
          )}
        </div>
      )}
      {recent.data && recent.data.items.length > 0 && <DossierTable dossiers={recent.data.items} caption={t('home.recent')} />}
      {recent.data && recent.data.items.length === 0 && <p className="panel">{t('home.empty')}</p>}
    </section>
  );
}

/** The labellisation requests waiting for a centre or the administration. */
function HomeDesk() {
  const dashboard = useQuery({ ...labellisationDashboardQuery(), refetchOnMount: false });
  return dashboard.data ? <DeskWaitingPanel waiting={dashboard.data.enAttente ?? 0} /> : null;
}
