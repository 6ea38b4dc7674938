import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_UPLOAD_MIME, UPLOAD_ERROR_MESSAGES, uploadErrorOf } from '../../../domain/documents';
import { INVOICE_NUMBER_MAX_LENGTH, InvoiceFields } from '../../../domain/schemas/service-report';
import { useUploadReportDocument } from '../../api/dossiers/report';
import { UploadFailure } from '../../api/documents/upload';
import { DateField } from '../../forms/DateField';
import { FileField } from '../../forms/FileField';
import { TextField } from '../../forms/TextField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { formatAmount } from '../../i18n/format';
import { notifySuccess } from '../../layout/notify';
import { useReport } from './ReportContext';
import styles from './Report.module.css';

type InvoiceValues = Record<'numeroFacture' | 'montantHtva' | 'dateFacture', string>;
const INVOICE_FIELDS = ['numeroFacture', 'montantHtva', 'dateFacture'] as const;

/**
 * Sends the invoice (with its number, amount and date, checked by the same rules as the server's) or the
 * activity report, with a progress bar and a way to stop it; every failure is said under its field.
 */
export function ReportUploadForm({ kind, title }: { kind: 'facture' | 'rapportActivite'; title: string }) {
  const { t } = useTranslation('report');
  const report = useReport();
  const titleId = useId();
  const upload = useUploadReportDocument(report.dossierId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const invoice = kind === 'facture';
  const form = useForm<InvoiceValues, unknown, InvoiceFields>({
    resolver: invoice ? superstructResolver(InvoiceFields, { coerce: true }) : undefined,
    defaultValues: { numeroFacture: '', montantHtva: '', dateFacture: '' },
  });
  const { errors } = form.formState;
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: form.formState.isDirty || file !== null, isSubmitting: form.formState.isSubmitting });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    const early = picked && uploadErrorOf(picked);
    setFileError(early ? UPLOAD_ERROR_MESSAGES[early] : undefined);
  };

  const send = async (fields: InvoiceFields) => {
    setFileError(undefined);
    sending.current = new AbortController();
    setProgress(0);
    try {
      const stored = await upload.mutateAsync({ file, invoice: invoice ? fields : undefined, onProgress: (f) => setProgress(Math.round(f * 100)), signal: sending.current.signal });
      notifySuccess(t('documents.uploaded', { nom: stored.nom }));
      form.reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('unknown');
      const onFields = (failure.fields ?? []).filter(({ field }) => (INVOICE_FIELDS as readonly string[]).includes(field));
      onFields.forEach(({ field, message }) => form.setError(field as keyof InvoiceValues, { type: 'server', message }));
      if (onFields.length === 0) setFileError(failure.fields?.[0]?.message ?? failure.message);
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };

  return (
    <form className={`panel ${styles.form}`} onSubmit={form.handleSubmit(send)} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {title}
      </h3>
      {invoice && (
        <div className={styles.grid}>
          <TextField label={t('fields.numeroFacture')} maxLength={INVOICE_NUMBER_MAX_LENGTH} error={errors.numeroFacture?.message} {...form.register('numeroFacture')} />
          <TextField
            label={t('fields.montantHtva')}
            inputMode="decimal"
            hint={report.prestation.montantTotal !== null ? t('fields.montantHtvaHint', { montant: formatAmount(report.prestation.montantTotal) }) : undefined}
            error={errors.montantHtva?.message}
            {...form.register('montantHtva')}
          />
          <DateField label={t('fields.dateFacture')} error={errors.dateFacture?.message} {...form.register('dateFacture')} />
        </div>
      )}
      <FileField
        ref={fileInput}
        label={t('fields.file')}
        hint={t('fields.fileHint')}
        accept={ACCEPTED_UPLOAD_MIME.join(',')}
        onChange={pick}
        fileName={file?.name ?? null}
        chooseLabel={t('fields.choose')}
        noFileLabel={t('fields.noFile')}
        error={fileError}
        progress={progress}
        progressLabel={t('fields.progress')}
      />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={progress !== null}>
          {t('documents.send')}
        </button>
        {progress !== null && (
          <button type="button" className="btn" onClick={() => sending.current?.abort()}>
            {t('documents.stop')}
          </button>
        )}
      </div>
      {unsavedDialog}
    </form>
  );
}
