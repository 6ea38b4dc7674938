import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUT_DOSSIER_LABELS } from '../../../../domain/dossier-status';
import { formatDateTime } from '../../../i18n/format';
import { TableScroll } from '../../../layout/TableScroll';
import styles from './Detail.module.css';
import { useDossier } from './useDossier';

/**
 * Every transition of the dossier: when, which event, from and to which status, by whom, why. A log read
 * across: on a narrow screen it scrolls in its box, the date kept in view.
 */
export function HistoriqueTab() {
  const { t } = useTranslation('dossiers');
  const { historique } = useDossier();
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId}>
      <table className={`table ${styles.log}`}>
        <caption id={captionId}>{t('detail.historique.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.historique.date')}</th>
            <th scope="col">{t('detail.historique.evenement')}</th>
            <th scope="col">{t('detail.historique.de')}</th>
            <th scope="col">{t('detail.historique.vers')}</th>
            <th scope="col">{t('detail.historique.auteur')}</th>
            <th scope="col">{t('detail.historique.justification')}</th>
          </tr>
        </thead>
        <tbody>
          {historique.map((h) => (
            <tr key={h.id}>
              <td>{formatDateTime(h.at)}</td>
              <th scope="row">{h.evenement}</th>
              <td>{h.fromStatut === null ? '—' : STATUT_DOSSIER_LABELS[h.fromStatut]}</td>
              <td>{STATUT_DOSSIER_LABELS[h.toStatut]}</td>
              <td>{h.auteur ? `${h.auteur.Prenom} ${h.auteur.Nom}` : t('detail.historique.plateforme')}</td>
              <td className={styles.text}>{h.justification ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
