import { useTranslation } from 'react-i18next';
import type { DossierDocument } from '../../../domain/wire/service-report';
import { formatAmount, formatDate, formatDateTime } from '../../i18n/format';
import { DocumentDownloadButton } from '../../layout/DocumentDownloadButton';
import { useReport } from './ReportContext';
import styles from './Report.module.css';

function DocumentStatus({ document }: { document: DossierDocument }) {
  const { t } = useTranslation('report');
  const statut = document.statutLibelle ?? '';
  if (document.statutLe && document.statutPar) return <>{t('documents.statusBy', { statut, par: document.statutPar, le: formatDateTime(document.statutLe) })}</>;
  if (document.statutLe) return <>{t('documents.statusOn', { statut, le: formatDateTime(document.statutLe) })}</>;
  return <>{t('documents.status', { statut })}</>;
}

/** The invoice and the activity report as they stand: each with its status, who set it and when, and its download. */
export function ReportDocuments() {
  const { t } = useTranslation('report');
  const { facture, rapportActivite } = useReport();
  const row = (title: string, document: DossierDocument | null, detail?: string) => (
    <div className="document-row">
      <div>
        <h3 className="section-title">{title}</h3>
        {document ? (
          <>
            {detail && <p className={styles.text}>{detail}</p>}
            <p className={styles.meta}>
              <DocumentStatus document={document} />
            </p>
          </>
        ) : (
          <p className={styles.meta}>{t('documents.none')}</p>
        )}
      </div>
      {document && <DocumentDownloadButton document={document} />}
    </div>
  );
  const invoiceDetail = facture.numero ? t('documents.numero', { numero: facture.numero, date: formatDate(facture.date), montant: formatAmount(facture.montantHtva) }) : undefined;
  return (
    <div className="panel">
      <h2 className="section-title">{t('documents.title')}</h2>
      {row(t('documents.facture'), facture.document, invoiceDetail)}
      {row(t('documents.rapportActivite'), rapportActivite)}
    </div>
  );
}
