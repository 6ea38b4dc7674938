import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, isDroitId } from '../../../domain/droits';
import { useDroitId } from '../../session/SessionContext';
import styles from './Profile.module.css';

/** The rights the contact holds (spec section 6), the one the session is under marked as current. */
export function DroitsSection({ droits }: { droits: ReadonlyArray<{ id: number }> }) {
  const { t } = useTranslation('profile');
  const current = useDroitId();
  const held = droits.map((d) => d.id).filter(isDroitId);
  return (
    <section className={styles.section} aria-labelledby="droits-title">
      <h2 id="droits-title">{t('droits.title')}</h2>
      <p className={styles.muted}>{t('droits.intro')}</p>
      {held.length === 0 ? (
        <p className={styles.empty}>{t('droits.none')}</p>
      ) : (
        <ul className={styles.droits}>
          {held.map((id) => (
            <li key={id} className={id === current ? `${styles.droit} ${styles.current}` : styles.droit}>
              {DROIT_LABELS[id]}
              {id === current && <> ({t('droits.current')})</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
