import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { DrcDocumentFields, LINE_MAX_LENGTH, UploadDocumentFields } from '../../../domain/schemas/wizard';
import type { CompletionView, DemandeDocumentItem } from '../../../domain/wire/labellisation';
import { UploadFailure } from '../../api/documents/upload';
import { useDeleteDemandeDocument, useUploadDemandeDocument } from '../../api/labellisation/completion';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { showSaveFailure } from '../../forms/save-failure';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { uploadLabels, useFileUpload } from '../../forms/useFileUpload';
import { formatDateTime } from '../../i18n/format';
import { DocumentDownloadButton } from '../../layout/DocumentDownloadButton';
import { notifySuccess } from '../../layout/notify';
import styles from './Labellisation.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';

type Fields = { nom: string; typeDocumentId?: string };

/**
 * A request's documents of one kind, each downloadable and, while the server says so, removable (asked first),
 * with the form that adds one: a completion's documents choose their type among `types`; an answer's have theirs.
 */
export function DemandeDocuments({ demandeId, kind, documents, types }: { demandeId: number; kind: 'completion' | 'drc'; documents: DemandeDocumentItem[]; types?: CompletionView['typesDocument'] }) {
  const { t } = useTranslation('labellisation');
  const add = useUploadDemandeDocument(demandeId, kind);
  const remove = useDeleteDemandeDocument(demandeId);
  const [removing, setRemoving] = useState<DemandeDocumentItem | null>(null);
  const upload = useFileUpload(uploadLabels(t, 'documents', 'add'));
  // The same fields the server parses: a completion document names its type, an answer's does not.
  const form = useForm<Fields, unknown, { nom: string; typeDocumentId?: number }>({
    shouldFocusError: false,
    resolver: types ? superstructResolver(UploadDocumentFields, { coerce: true }) : superstructResolver(DrcDocumentFields, { coerce: true }),
    defaultValues: types ? { nom: '', typeDocumentId: '' } : { nom: '' },
  });

  const send = async ({ nom, typeDocumentId }: { nom: string; typeDocumentId?: number }) => {
    try {
      const stored = await upload.send((onProgress, signal) => add.mutateAsync({ nom, typeDocumentId, file: upload.file, onProgress, signal }));
      notifySuccess(t('documents.added', { nom: stored.nom }));
      form.reset();
      upload.clear();
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('unknown');
      const onField = failure.fields?.find(({ field }) => field === 'nom' || field === 'typeDocumentId');
      if (onField) form.setError(onField.field as keyof Fields, { type: 'server', message: onField.message });
      else upload.setFileError(failure.message);
    }
  };

  const confirmRemoval = (document: DemandeDocumentItem) =>
    remove.mutate(document.id, {
      onSuccess: () => notifySuccess(t('documents.removed', { nom: document.nom })),
      onError: (error) => void showSaveFailure(error, {}),
      onSettled: () => setRemoving(null),
    });

  return (
    <div className={styles.card}>
      {documents.length === 0 ? (
        <p className="muted">{t('documents.none')}</p>
      ) : (
        <ul className="document-list">
          {documents.map((document) => (
            <li key={document.id} className="document-row">
              <span>
                <strong>{document.nom}</strong> — {document.typeLibelle} <span className="muted">{t('documents.addedOn', { date: formatDateTime(document.createdAt) })}</span>
              </span>
              <span className="button-row">
                <DocumentDownloadButton document={document} />
                {document.supprimable && (
                  <button type="button" className="btn btn-danger" aria-label={t('documents.removeName', { nom: document.nom })} onClick={() => setRemoving(document)}>
                    {t('documents.remove')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.card} onSubmit={form.handleSubmit(send)} noValidate aria-labelledby={`${kind}-document-title`}>
        <ErrorSummary control={form.control} />
        <h3 id={`${kind}-document-title`}>{t('documents.addTitle')}</h3>
        {types && (
          <SelectField
            label={t('documents.type')}
            placeholder={t('documents.typePlaceholder')}
            options={types.map((type) => ({ value: type.id, label: type.obligatoire ? `${type.libelle} (${t('documents.required')})` : type.libelle }))}
            error={form.formState.errors.typeDocumentId?.message}
            {...form.register('typeDocumentId')}
          />
        )}
        <TextField label={t('documents.nom')} maxLength={LINE_MAX_LENGTH} error={form.formState.errors.nom?.message} {...form.register('nom')} />
        {upload.controls((event) => {
          const picked = upload.pick(event);
          // The file's own name is the likely name of the document.
          if (picked && form.getValues('nom') === '') form.setValue('nom', picked.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
        })}
      </form>
      {removing && (
        <ConfirmDialog
          title={t('documents.removeTitle', { nom: removing.nom })}
          text={t('documents.removeText')}
          tone="danger"
          confirmLabel={t('documents.remove')}
          cancelLabel={t('documents.back')}
          busy={remove.isPending}
          onConfirm={() => confirmRemoval(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
