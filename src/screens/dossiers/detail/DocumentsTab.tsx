import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '../../../i18n/format';
import { downloadDocument } from '../../../api/documents/download';
import { useDossier } from './useDossier';

/** The dossier's documents, each downloadable by whoever may see the dossier; a card each on a phone. */
export function DocumentsTab() {
  const { t } = useTranslation('dossiers');
  const { documents } = useDossier();
  if (documents.length === 0) return <p>{t('detail.documents.empty')}</p>;
  return (
    <table className="table table-cards">
      <caption>{t('detail.documents.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('detail.documents.nom')}</th>
          <th scope="col">{t('detail.documents.statut')}</th>
          <th scope="col">{t('detail.documents.taille')}</th>
          <th scope="col">{t('detail.documents.date')}</th>
          <th scope="col">{t('detail.documents.signe')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.id}>
            <th scope="row">
              <button type="button" className="btn" onClick={() => void downloadDocument(doc.url, doc.nom)} aria-label={t('detail.documents.download', { nom: doc.nom })}>
                {doc.nom}
              </button>
            </th>
            <td data-label={t('detail.documents.statut')}>{doc.statutLibelle}</td>
            <td data-label={t('detail.documents.taille')}>{formatFileSize(doc.taille)}</td>
            <td data-label={t('detail.documents.date')}>{formatDateTime(doc.createdAt)}</td>
            <td data-label={t('detail.documents.signe')}>{doc.signeElectroniquement ? t('yes') : t('no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
