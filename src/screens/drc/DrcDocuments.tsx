import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DrcDocumentFields, LINE_MAX_LENGTH } from '../../../domain/schemas/wizard';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import { documentsSinceRequest } from '../../api/dossiers/information-request';
import { UploadFailure } from '../../api/documents/upload';
import { useDeleteDrcDocument, useUploadDrcDocument } from '../../api/documents/drc';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { showSaveFailure } from '../../forms/save-failure';
import { TextField } from '../../forms/TextField';
import { uploadLabels, useFileUpload } from '../../forms/useFileUpload';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { formatDateTime } from '../../i18n/format';
import { DocumentDownloadButton } from '../../layout/DocumentDownloadButton';
import { notifySuccess } from '../../layout/notify';
import styles from './Drc.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/**
 * The documents that go with the answer: those added since the question, each
 * removable (asked first) until the answer is sent, and the form that adds one. The answer hears whether a
 * file is chosen and not yet attached: it is not sent then.
 */
export function DrcDocuments({ dossierId, onPendingFile }: { dossierId: number; onPendingFile: (pending: boolean) => void }) {
  const { t } = useTranslation('dossiers');
  const { data: dossier } = useQuery(dossierDetailQuery(dossierId));
  const add = useUploadDrcDocument(dossierId);
  const remove = useDeleteDrcDocument(dossierId);
  const [removing, setRemoving] = useState<{ id: number; nom: string } | null>(null);
  const upload = useFileUpload(uploadLabels(t, 'drc.documents', 'add'));
  const form = useSchemaForm<{ nom: string }, DrcDocumentFields>(DrcDocumentFields, { defaultValues: { nom: '' } });
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: form.formState.isDirty || upload.file !== null, isSubmitting: form.formState.isSubmitting });
  const pending = dossier ? documentsSinceRequest(dossier) : [];
  const chosen = upload.file !== null;
  useEffect(() => onPendingFile(chosen), [chosen, onPendingFile]);

  const send = async ({ nom }: DrcDocumentFields) => {
    try {
      const stored = await upload.send((onProgress, signal) => add.mutateAsync({ nom, file: upload.file, onProgress, signal }));
      notifySuccess(t('drc.documents.added', { nom: stored.nom }));
      form.reset();
      upload.clear();
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('unknown');
      const onName = failure.fields?.find(({ field }) => field === 'nom');
      if (onName) form.setError('nom', { type: 'server', message: onName.message });
      else upload.setFileError(failure.message);
    }
  };

  const confirmRemoval = (document: { id: number; nom: string }) =>
    remove.mutate(document.id, {
      onSuccess: () => notifySuccess(t('drc.documents.removed', { nom: document.nom })),
      onError: (error) => void showSaveFailure(error, {}),
      onSettled: () => setRemoving(null),
    });

  return (
    <div className="panel">
      <h2 className="section-title">{t('drc.documents.title')}</h2>
      {pending.length === 0 ? (
        <p className={styles.meta}>{t('drc.documents.none')}</p>
      ) : (
        <ul className="document-list">
          {pending.map((document) => (
            <li key={document.id} className="document-row">
              <span>
                {document.nom} <span className="muted">{t('drc.documents.addedOn', { date: formatDateTime(document.createdAt) })}</span>
              </span>
              <span className={styles.documentActions}>
                <DocumentDownloadButton document={document} />
                <button type="button" className="btn btn-danger" aria-label={t('drc.documents.removeName', { nom: document.nom })} onClick={() => setRemoving(document)}>
                  {t('drc.documents.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={form.handleSubmit(send)} noValidate aria-labelledby="drc-document-title">
        <ErrorSummary control={form.control} />
        <h3 id="drc-document-title" className="section-title">
          {t('drc.documents.addTitle')}
        </h3>
        <TextField label={t('drc.documents.nom')} maxLength={LINE_MAX_LENGTH} error={form.formState.errors.nom?.message} {...form.register('nom')} />
        {upload.controls((event) => {
          const picked = upload.pick(event);
          // The file's own name is the likely name of the document.
          if (picked && form.getValues('nom') === '') form.setValue('nom', picked.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
        })}
        {unsavedDialog}
      </form>
      {removing && (
        <ConfirmDialog
          title={t('drc.documents.removeTitle', { nom: removing.nom })}
          text={t('drc.documents.removeText')}
          tone="danger"
          confirmLabel={t('drc.documents.remove')}
          cancelLabel={t('confirm.back')}
          busy={remove.isPending}
          onConfirm={() => confirmRemoval(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
