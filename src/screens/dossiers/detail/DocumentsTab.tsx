import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '../../../i18n/format';
import { DocumentDownloadButton } from '../../../layout/DocumentDownloadButton';
import { CardTable } from '../../../layout/CardTable';
import { isDossierManagerDroitId } from '../../../../domain/droits';
import { MANAGER_QUEUE_STATUTS } from '../../../../domain/manager-queue';
import { useDroitId } from '../../../session/SessionContext';
import { DocumentReview } from './DocumentReview';
import { useDossier } from './useDossier';
import styles from './DocumentsTab.module.css';

/**
 * The dossier's documents with their type and status (who set it, when, and a manager's comment), each
 * downloadable by whoever may see the dossier, and judged by a manager while it examines the dossier; a card
 * each on a phone.
 */
export function DocumentsTab() {
  const { t } = useTranslation('dossiers');
  const { id, documents, StatutDossierId } = useDossier();
  // A manager examines the documents of a dossier waiting for the administration.
  const reviewing = isDossierManagerDroitId(useDroitId()) && MANAGER_QUEUE_STATUTS.includes(StatutDossierId);
  if (documents.length === 0) return <p>{t('detail.documents.empty')}</p>;
  // Seven columns: between a phone (cards) and a laptop, the table scrolls inside its box, never the page.
  return (
    <CardTable
      caption={t('detail.documents.caption')}
      captionShown
      headers={['nom', 'type', 'statut', 'taille', 'date', 'signe', 'actions'].map((column) => t(`detail.documents.${column}`))}
    >
      {documents.map((doc) => (
        <tr key={doc.id}>
          <th scope="row">{doc.nom}</th>
          <td data-label={t('detail.documents.type')}>{doc.typeLibelle}</td>
          <td data-label={t('detail.documents.statut')}>
            {/* One block, so that a phone's card keeps the lines under each other. */}
            <div>
              {doc.statutLibelle}
              {doc.statutLe && (
                <span className="muted">
                  <br />
                  {doc.statutPar ? t('detail.documents.statutBy', { par: doc.statutPar, le: formatDateTime(doc.statutLe) }) : t('detail.documents.statutOn', { le: formatDateTime(doc.statutLe) })}
                </span>
              )}
              {doc.statutCommentaire && (
                <span className="muted">
                  <br />
                  {t('detail.documents.commentaireValue', { commentaire: doc.statutCommentaire })}
                </span>
              )}
            </div>
          </td>
          <td data-label={t('detail.documents.taille')}>{formatFileSize(doc.taille)}</td>
          <td data-label={t('detail.documents.date')}>{formatDateTime(doc.createdAt)}</td>
          <td data-label={t('detail.documents.signe')}>{doc.signeElectroniquement ? t('yes') : t('no')}</td>
          <td data-label={t('detail.documents.actions')}>
            <span className={styles.actions}>
              <DocumentDownloadButton document={doc} />
              {reviewing && <DocumentReview dossierId={id} document={doc} />}
            </span>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
