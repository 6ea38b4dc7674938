import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../i18n/format';
import { Field, Fields } from './Field';
import { useDossier } from './useDossier';
import styles from './Detail.module.css';

/** The performance: what the provider will do, when, and with which competences. */
export function PrestationTab() {
  const { t } = useTranslation('dossiers');
  const d = useDossier();
  const p = d.prestation;
  return (
    <>
      <section className={styles.section} aria-label={t('detail.tab.prestation')}>
        <Fields>
          <Field label={t('detail.prestation.titre')}>{p.titre}</Field>
          <Field label={t('detail.prestation.objectifGeneral')}>{p.objectifGeneral}</Field>
          <Field label={t('detail.prestation.valeurAjoutee')}>{p.valeurAjoutee}</Field>
          <Field label={t('detail.prestation.dateDebutEstimee')}>{formatDate(p.dateDebutEstimee)}</Field>
          <Field label={t('detail.prestation.dateFinEstimee')}>{formatDate(p.dateFinEstimee)}</Field>
          <Field label={t('detail.prestation.nombreJours')}>{formatNumber(p.nombreJours)}</Field>
          <Field label={t('detail.prestation.planning')}>{p.planning}</Field>
          <Field label={t('detail.prestation.sousTraitants')}>{p.sousTraitants.map((s) => s.nom).join(', ')}</Field>
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby="prestation-competences">
        <h2 id="prestation-competences">{t('detail.prestation.competences')}</h2>
        {d.x_competences.length === 0 ? (
          <p>{t('detail.noData')}</p>
        ) : (
          <ul className={styles.list}>
            {d.x_competences.map((c) => (
              <li key={c.id}>
                {c.libelle} — {t('detail.prestation.pourcentage', { pourcentage: c.pourcentage })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
