import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '../../../i18n/format';
import { DocumentDownloadButton } from '../../../layout/DocumentDownloadButton';
import { TableScroll } from '../../../layout/TableScroll';
import { useDossier } from './useDossier';

/** The dossier's documents with their type and status (who set it, when), each downloadable by whoever may see the dossier; a card each on a phone. */
export function DocumentsTab() {
  const { t } = useTranslation('dossiers');
  const { documents } = useDossier();
  const captionId = useId();
  if (documents.length === 0) return <p>{t('detail.documents.empty')}</p>;
  // Seven columns: between a phone (cards) and a laptop, the table scrolls inside its box, never the page.
  return (
    <TableScroll labelledBy={captionId}>
      <table className="table table-cards">
        <caption id={captionId}>{t('detail.documents.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.documents.nom')}</th>
            <th scope="col">{t('detail.documents.type')}</th>
            <th scope="col">{t('detail.documents.statut')}</th>
            <th scope="col">{t('detail.documents.taille')}</th>
            <th scope="col">{t('detail.documents.date')}</th>
            <th scope="col">{t('detail.documents.signe')}</th>
            <th scope="col">{t('detail.documents.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <th scope="row">{doc.nom}</th>
              <td data-label={t('detail.documents.type')}>{doc.typeLibelle}</td>
              <td data-label={t('detail.documents.statut')}>
                {doc.statutLibelle}
                {doc.statutLe && (
                  <span className="muted">
                    <br />
                    {doc.statutPar ? t('detail.documents.statutBy', { par: doc.statutPar, le: formatDateTime(doc.statutLe) }) : t('detail.documents.statutOn', { le: formatDateTime(doc.statutLe) })}
                  </span>
                )}
              </td>
              <td data-label={t('detail.documents.taille')}>{formatFileSize(doc.taille)}</td>
              <td data-label={t('detail.documents.date')}>{formatDateTime(doc.createdAt)}</td>
              <td data-label={t('detail.documents.signe')}>{doc.signeElectroniquement ? t('yes') : t('no')}</td>
              <td data-label={t('detail.documents.actions')}>
                <DocumentDownloadButton document={doc} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
