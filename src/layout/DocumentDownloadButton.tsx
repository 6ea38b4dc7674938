import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../api/documents/download';

/** The one "Télécharger" control of a document, wherever a dossier's documents are listed (wizard, dossier's Documents tab). */
export function DocumentDownloadButton({ document }: { document: { url: string; nom: string } }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn" onClick={() => void downloadDocument(document.url, document.nom)} aria-label={t('downloadNamed', { nom: document.nom })}>
      {t('download')}
    </button>
  );
}
