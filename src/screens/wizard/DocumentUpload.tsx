import type { ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LINE_MAX_LENGTH, UploadDocumentFields } from '../../../domain/schemas/wizard';
import type { TypeDocumentIntro } from '../../../domain/wire/wizard';
import type { DossierDetail } from '../../api/dossiers/types';
import type { DossierDataTarget } from '../../api/wizard/data-target';
import { dossierKeys } from '../../api/dossiers/list';
import { UploadFailure, uploadDocument } from '../../api/documents/upload';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { uploadLabels, useFileUpload } from '../../forms/useFileUpload';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface UploadValues {
  nom: string;
  typeDocumentId: string;
}

/**
 * Adds a document of one of the introduction's types (with the `target`'s call): its name, its type and
 * the file, sent with a progress bar and a way to stop it. Every failure is one of the six kinds of spec
 * section 5, said in French under the file.
 */
export function DocumentUpload({ dossier, types, target }: { dossier: DossierDetail; types: readonly TypeDocumentIntro[]; target: DossierDataTarget }) {
  const { t } = useTranslation('wizard');
  const queryClient = useQueryClient();
  const upload = useFileUpload(uploadLabels(t, 'documents'));
  const { control, register, handleSubmit, setError, setValue, getValues, reset, formState } = useSchemaForm<UploadValues, UploadDocumentFields>(UploadDocumentFields, {
    defaultValues: { nom: '', typeDocumentId: '' },
  });
  // The chosen file is not a field of the form, but it is lost too.
  const unsavedDialog = useUnsavedChangesGuard({ isDirty: formState.isDirty || upload.file !== null, isSubmitting: formState.isSubmitting });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = upload.pick(event);
    // The file's own name is the likely name of the document.
    if (picked && getValues('nom') === '') setValue('nom', picked.name.replace(/\.[^.]+$/, ''));
  };

  const send = async (fields: UploadDocumentFields) => {
    try {
      const stored = await upload.send((onProgress, signal) => uploadDocument(dossier.id, { file: upload.file, ...fields }, onProgress, signal, target));
      notifySuccess(t('documents.uploaded', { nom: stored.nom }));
      reset();
      upload.clear();
      await queryClient.invalidateQueries({ queryKey: dossierKeys.all });
    } catch (error) {
      const failure = error instanceof UploadFailure ? error : new UploadFailure('unknown');
      const onFields = (failure.fields ?? []).filter(({ field }) => field === 'nom' || field === 'typeDocumentId');
      onFields.forEach(({ field, message }) => setError(field as keyof UploadValues, { type: 'server', message }));
      if (onFields.length === 0) upload.setFileError(failure.message);
    }
  };

  return (
    <form className={`${styles.fieldset} ${styles.form}`} onSubmit={handleSubmit(send)} noValidate aria-labelledby="upload-title">
      <ErrorSummary control={control} />
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
      {upload.controls(pick)}
      {unsavedDialog}
    </form>
  );
}
