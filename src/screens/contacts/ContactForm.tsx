import { FormProvider, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Struct } from 'superstruct';
import { BELGIQUE, COUNTRY_OPTIONS } from '../../../domain/countries';
import { CONTACT_ADDRESS_TYPE } from '../../../domain/schemas/contacts';
import { type ApiFailure, failureOf } from '../../api/errors';
import { AddressFields } from '../../forms/AddressFields';
import { SelectField } from '../../forms/SelectField';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { TextField } from '../../forms/TextField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifyError } from '../../layout/notify';
import styles from './ContactForm.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/** The form's values: what the inputs hold (the schema reads them into the payload). */
export interface ContactFormValues extends FieldValues {
  Prenom: string;
  Nom: string;
  Email: string;
  Telephone: string;
  Nationalite: string;
  NumeroIdentification: string;
  adresse: { typeAdresse: string | number; nom: string; rue: string; numero: string; boite: string; codePostal: string; localite: string; pays: string };
  NomUtilisateur: string;
  ReceptionEmail: boolean;
  version?: number;
  newPassword?: string;
}

interface ContactFormProps<Payload> {
  /** ContactAddPayload or ContactUpdatePayload: the same schema as the server's. */
  schema: Struct<Payload, unknown>;
  defaultValues: ContactFormValues;
  /** The contact edits itself: it may set a new password. */
  withPassword?: boolean;
  onSave: (payload: Payload) => Promise<void>;
  onCancel: () => void;
}

/** A failed save: each field the server refused shows its message; anything else is a toast. */
export function showContactSaveFailure<T extends FieldValues>(failure: ApiFailure, setError: UseFormSetError<T>, fallback: string) {
  if (failure.fields?.length) {
    for (const { field, message } of failure.fields) setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return;
  }
  notifyError(failure.message ?? fallback);
}

/** The contact's form (add and edit): identity, address, account; the schema is the server's. */
export function ContactForm<Payload>({ schema, defaultValues, withPassword = false, onSave, onCancel }: ContactFormProps<Payload>) {
  const { t } = useTranslation('contacts');
  const form = useSchemaForm<ContactFormValues, Payload>(schema, { defaultValues });
  const { register, handleSubmit, setError, formState, watch } = form;
  const unsavedDialog = useUnsavedChangesGuard(formState);
  const errors = formState.errors;
  const belgian = watch('Nationalite') === BELGIQUE;
  const submit = async (payload: Payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      showContactSaveFailure(failureOf(error), setError, t('form.invalid'));
    }
  };
  const busy = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
        <ErrorSummary control={form.control} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.identity')}</legend>
          <div className={styles.grid}>
            <TextField label={t('form.Prenom')} autoComplete="given-name" error={errors.Prenom?.message} {...register('Prenom')} />
            <TextField label={t('form.Nom')} autoComplete="family-name" error={errors.Nom?.message} {...register('Nom')} />
            <TextField label={t('form.Email')} type="email" autoComplete="email" error={errors.Email?.message} {...register('Email')} />
            <TextField label={t('form.Telephone')} hint={t('form.TelephoneHint')} type="tel" autoComplete="tel" error={errors.Telephone?.message} {...register('Telephone')} />
            <SelectField label={t('form.Nationalite')} options={COUNTRY_OPTIONS} error={errors.Nationalite?.message} {...register('Nationalite')} />
            <TextField
              label={t(belgian ? 'form.NumeroIdentificationBelge' : 'form.NumeroIdentificationEtranger')}
              hint={belgian ? t('form.NumeroIdentificationBelgeHint') : undefined}
              inputMode={belgian ? 'numeric' : undefined}
              error={errors.NumeroIdentification?.message}
              {...register('NumeroIdentification')}
            />
          </div>
        </fieldset>
        <AddressFields legend={t('form.address')} prefix="adresse" types={[CONTACT_ADDRESS_TYPE]} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('form.account')}</legend>
          <div className={styles.grid}>
            <TextField label={t('form.NomUtilisateur')} autoComplete="username" error={errors.NomUtilisateur?.message} {...register('NomUtilisateur')} />
            {withPassword && (
              <NewPasswordField
                label={t('form.newPassword')}
                hint={t('form.newPasswordHint')}
                error={errors.newPassword?.message}
                {...register('newPassword')}
              />
            )}
            <label className={`${styles.checkbox} ${styles.wide}`}>
              <input type="checkbox" {...register('ReceptionEmail')} />
              {t('form.ReceptionEmail')}
            </label>
          </div>
        </fieldset>
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('form.saving') : t('form.save')}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
        {unsavedDialog}
      </form>
    </FormProvider>
  );
}
