import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLabellisationDashboard } from '../../api/labellisation/dashboard';
import { formatDate } from '../../i18n/format';
import { CardTable } from '../../layout/CardTable';
import { QueryView } from './QueryView';
import styles from './Profile.module.css';

/**
 * /profile/labellisations (providers only): the labels of each provider organisation of the caller's, read from
 * the labelling dashboard's call, each provider linking to its labellisation summary.
 */
export function LabellisationsTab() {
  const { t } = useTranslation('profile');
  const dashboard = useLabellisationDashboard();
  return (
    <section aria-labelledby="labellisations-title">
      <h2 id="labellisations-title">{t('labellisations.title')}</h2>
      <QueryView query={dashboard}>
        {({ prestataires }) =>
          prestataires.length === 0 ? (
            <>
              <p className={styles.empty}>{t('labellisations.empty')}</p>
              <p className={styles.muted}>{t('labellisations.emptyHint')}</p>
            </>
          ) : (
            prestataires.map(({ organisation, labels, enCours }) => (
              <section key={organisation.id} className={styles.section} aria-labelledby={`labellisations-${organisation.id}`}>
                <h3 id={`labellisations-${organisation.id}`}>{organisation.nom}</h3>
                {labels.length === 0 ? (
                  <p className={styles.empty}>{t('labellisations.noLabel')}</p>
                ) : (
                  <CardTable caption={t('labellisations.caption', { nom: organisation.nom })} headers={[t('labellisations.label'), t('labellisations.statut'), t('labellisations.expireLe')]}>
                    {labels.map((label) => (
                      <tr key={label.id}>
                        <th scope="row">{label.thematique ? `${label.typeLibelle} — ${label.thematique.libelle}` : label.typeLibelle}</th>
                        <td data-label={t('labellisations.statut')}>{label.statutLibelle}</td>
                        <td data-label={t('labellisations.expireLe')}>{formatDate(label.expireLe)}</td>
                      </tr>
                    ))}
                  </CardTable>
                )}
                <p className={styles.muted}>{t('labellisations.inProgress', { count: enCours })}</p>
                <div className={styles.actions}>
                  <Link to="/labellisation/prestataire/$prestataireId" params={{ prestataireId: String(organisation.id) }} className="btn" aria-label={t('labellisations.summaryOf', { nom: organisation.nom })}>
                    {t('labellisations.summary')}
                  </Link>
                </div>
              </section>
            ))
          )
        }
      </QueryView>
    </section>
  );
}
