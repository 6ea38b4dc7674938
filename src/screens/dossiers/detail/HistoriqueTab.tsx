import { useTranslation } from 'react-i18next';
import { STATUT_DOSSIER_LABELS } from '../../../../domain/dossier-status';
import { formatDateTime } from '../../../i18n/format';
import { useDossier } from './useDossier';

/** Every transition of the dossier: when, which event, from and to which status, by whom, why. */
export function HistoriqueTab() {
  const { t } = useTranslation('dossiers');
  const { historique } = useDossier();
  return (
    <table className="table">
      <caption>{t('detail.historique.caption')}</caption>
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
            <td>{h.justification ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
