import { useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_UPLOAD_MIME, UPLOAD_ERROR_MESSAGES, uploadErrorOf } from '../../../domain/documents';
import { LINE_MAX_LENGTH, UploadDocumentFields } from '../../../domain/schemas/wizard';
import type { TypeDocumentIntro } from '../../../domain/wire/wizard';
import { dossierKeys } from '../../api/dossiers/list';
import { UploadFailure, uploadDocument } from '../../api/documents/upload';
import { FileField } from '../../forms/FileField';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

interface UploadValues {
  nom: string;
  typeDocumentId: string;
}

/**
 * Adds a document to the introduction: its name, its type and the file, sent with a progress bar and a
 * way to stop it. Every failure is one of the six kinds of spec section 5, said in French under the file.
 */
export function DocumentUpload({ types }: { types: readonly TypeDocumentIntro[] }) {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const sending = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<UploadValues, unknown, UploadDocumentFields>({
    resolver: superstructResolver(UploadDocumentFields, { coerce: true }),
    defaultValues: { nom: '', typeDocumentId: '' },
  });
  // The chosen file is not a field of the form, but it is lost too.
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: formState.isDirty || file !== null, isSubmitting: formState.isSubmitting });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    const early = picked && uploadErrorOf(picked);
    setFileError(early ? UPLOAD_ERROR_MESSAGES[early] : undefined);
    // The file's own name is the likely name of the document.
    if (picked && getValues('nom') === '') setValue('nom', picked.name.replace(/\.[^.]+$/, ''));
  };

  const send = async (fields: UploadDocumentFields) => {
    setFileError(undefined);
    sending.current = new AbortController();
    setProgress(0);
    try {
      const stored = await uploadDocument(dossier.id, { file, ...fields }, (fraction) => setProgress(Math.round(fraction * 100)), sending.current.signal);
      notifySuccess(t('documents.uploaded', { nom: stored.nom }));
      reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: dossierKeys.all });
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('unknown');
      const onFields = (failure.fields ?? []).filter(({ field }) => field === 'nom' || field === 'typeDocumentId');
      onFields.forEach(({ field, message }) => setError(field as keyof UploadValues, { type: 'server', message }));
      if (onFields.length === 0) setFileError(failure.message);
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };

  return (
    <form className={`${styles.fieldset} ${styles.form}`} onSubmit={handleSubmit(send)} noValidate aria-labelledby="upload-title">
      <h3 id="upload-title" className={styles.subheading}>
        {t('documents.add')}
      </h3>
      <div className={styles.grid}>
        <TextField label={t('documents.nom')} maxLength={LINE_MAX_LENGTH} error={formState.errors.nom?.message} {...register('nom')} />
        <SelectField
          label={t('documents.type')}
          placeholder={t('choose')}
          options={types.map((type) => ({ value: type.id, label: type.obligatoire ? t('documents.mandatoryType', { libelle: type.libelle }) : type.libelle }))}
          error={formState.errors.typeDocumentId?.message}
          {...register('typeDocumentId')}
        />
      </div>
      <FileField
        ref={fileInput}
        label={t('documents.file')}
        hint={t('documents.fileHint')}
        accept={ACCEPTED_UPLOAD_MIME.join(',')}
        onChange={pick}
        fileName={file?.name ?? null}
        chooseLabel={t('documents.choose')}
        noFileLabel={t('documents.noFile')}
        error={fileError}
        progress={progress}
        progressLabel={t('documents.progress')}
      />
      <div className={styles.actions}>
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
