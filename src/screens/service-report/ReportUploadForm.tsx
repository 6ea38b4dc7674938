import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { INVOICE_NUMBER_MAX_LENGTH, InvoiceFields } from '../../../domain/schemas/service-report';
import { useUploadReportDocument } from '../../api/dossiers/report';
import { UploadFailure } from '../../api/documents/upload';
import { DateField } from '../../forms/DateField';
import { TextField } from '../../forms/TextField';
import { useFileUpload } from '../../forms/useFileUpload';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { formatAmount } from '../../i18n/format';
import { notifySuccess } from '../../layout/notify';
import { ReportActor } from './report-actor';
import { useReport } from './ReportContext';
import styles from './Report.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';

type InvoiceValues = Record<'numeroFacture' | 'montantHtva' | 'dateFacture', string>;
const INVOICE_FIELDS = ['numeroFacture', 'montantHtva', 'dateFacture'] as const;

/**
 * Sends the invoice (with its number, amount and date, checked by the same rules as the server's) or the
 * activity report, with a progress bar and a way to stop it; every failure is said under its field. The
 * report's statechart takes the upload (a new invoice invalidates the activity report).
 */
export function ReportUploadForm({ kind, title }: { kind: 'facture' | 'rapportActivite'; title: string }) {
  const { t } = useTranslation('report');
  const report = useReport();
  const titleId = useId();
  const actor = ReportActor.useActorRef();
  const store = useUploadReportDocument(report.dossierId);
  const upload = useFileUpload({
    file: t('fields.file'),
    hint: t('fields.fileHint'),
    choose: t('fields.choose'),
    noFile: t('fields.noFile'),
    progress: t('fields.progress'),
    send: t('documents.send'),
    stop: t('documents.stop'),
  });
  const invoice = kind === 'facture';
  const form = useForm<InvoiceValues, unknown, InvoiceFields>({
    shouldFocusError: false,
    resolver: invoice ? superstructResolver(InvoiceFields, { coerce: true }) : undefined,
    defaultValues: { numeroFacture: '', montantHtva: '', dateFacture: '' },
  });
  const { errors } = form.formState;
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: form.formState.isDirty || upload.file !== null, isSubmitting: form.formState.isSubmitting });

  const send = async (fields: InvoiceFields) => {
    try {
      const stored = await upload.send((onProgress, signal) => store.mutateAsync({ file: upload.file, invoice: invoice ? fields : undefined, onProgress, signal }));
      notifySuccess(t('documents.uploaded', { nom: stored.nom }));
      actor.send({ type: invoice ? 'INVOICE_UPLOADED' : 'ACTIVITY_REPORT_UPLOADED' });
      form.reset();
      upload.clear();
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('unknown');
      const onFields = (failure.fields ?? []).filter(({ field }) => (INVOICE_FIELDS as readonly string[]).includes(field));
      onFields.forEach(({ field, message }) => form.setError(field as keyof InvoiceValues, { type: 'server', message }));
      if (onFields.length === 0) upload.setFileError(failure.fields?.[0]?.message ?? failure.message);
    }
  };

  return (
    <form className={`panel ${styles.form}`} onSubmit={form.handleSubmit(send)} noValidate aria-labelledby={titleId}>
      <ErrorSummary control={form.control} />
      <h3 id={titleId} className="section-title">
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
      {upload.controls()}
      {unsavedDialog}
    </form>
  );
}
