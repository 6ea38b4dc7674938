import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, isDossierManagerDroitId, isDroitId, isSwappableDroitId } from '../../../domain/droits';
import { useSession } from '../../session/SessionContext';
import { useDossierList } from '../../api/dossiers/list';
import { DossierTable } from './DossierTable';
import { NewDossierLink } from './NewDossierLink';
import styles from './HomeScreen.module.css';

/** The dashboard's "5 most recent dossiers" (spec sections 2 and 9). */
export const RECENT_DOSSIERS = 5;

/** Home (spec section 2): the most recent dossiers with their actions. */
export function HomeScreen() {
  const { t } = useTranslation('dossiers');
  const user = useSession((s) => s.context.user);
  const droitId = useSession((s) => s.context.droitId);
  const recent = useDossierList({ page: 1, perPage: RECENT_DOSSIERS, sort: { field: 'createdAt', direction: 'desc' } });
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
      {recent.data && recent.data.items.length > 0 && <DossierTable dossiers={recent.data.items} caption={t('home.recent')} />}
      {recent.data && recent.data.items.length === 0 && <p className="panel">{t('home.empty')}</p>}
    </section>
  );
}
