import { useEffect, useState } from 'react';
import { type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignupAccountInput } from '../../../domain/schemas/signup';
import { formatNationalRegisterNumber } from '../../../domain/format';
import { type ApiFailure, failureOf, isRefusal } from '../../api/errors';
import { createAccount } from '../../api/auth/signup-create-account';
import { useSignupPersonalData, type SignupPersonalData } from '../../api/auth/signup-personal-data';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { TextField } from '../../forms/TextField';
import type { StepProps } from './step-props';
import styles from './AccountWizard.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

const FORM_FIELDS = ['Prenom', 'Nom', 'NomUtilisateur', 'Email', 'EmailConfirmation', 'password', 'passwordConfirmation'] as const;

/** Step 3: the proven identity, and the account the person chooses; /signup creates it here, /validate-account keeps it for step 5. */
export function PersonalDataStep(props: StepProps) {
  const { t } = useTranslation('signup');
  const { context, go } = props;
  const query = useSignupPersonalData(context.personalDataId ?? '');
  const expired = query.error && isRefusal(query.error);
  useEffect(() => {
    if (expired) go({ type: 'IDENTITY_EXPIRED', message: t('personalData.expired') });
  }, [expired, go, t]);
  if (query.isPending || expired) return <p role="status">{t('personalData.loading')}</p>;
  if (!query.data) {
    return (
      <p role="alert" className={styles.alert}>
        {t('personalData.creationImpossible')}
      </p>
    );
  }
  return <AccountForm {...props} proven={query.data} />;
}

function AccountForm({ type, context, go, proven }: StepProps & { proven: SignupPersonalData }) {
  const { t } = useTranslation('signup');
  const [formError, setFormError] = useState<string | null>(context.refusal);
  const { control, register, handleSubmit, setError, formState } = useSchemaForm<SignupAccountInput>(SignupAccountInput, {
    defaultValues: context.account ?? { Prenom: proven.Prenom ?? '', Nom: proven.Nom ?? '', NomUtilisateur: '', Email: proven.Email ?? '', EmailConfirmation: '', password: '', passwordConfirmation: '' },
  });

  /** The server's refusal on the field concerned; what no field shows (the national register number) above the form. */
  const showFailure = (failure: ApiFailure) => {
    if (failure.fields?.some((f) => f.field === 'personalDataId')) return go({ type: 'IDENTITY_EXPIRED', message: t('personalData.expired') });
    const others: string[] = [];
    for (const { field, message } of failure.fields ?? []) {
      if ((FORM_FIELDS as readonly string[]).includes(field)) setError(field as Path<SignupAccountInput>, { message });
      else others.push(message);
    }
    if (!failure.fields) others.push(failure.status === 429 && failure.message ? failure.message : t('personalData.creationImpossible'));
    setFormError(others.length > 0 ? others.join(' ') : null);
  };

  const onSubmit = async (values: SignupAccountInput) => {
    if (type === 'validate') return go({ type: 'ACCOUNT_SAVED', account: values });
    try {
      const created = await createAccount({ ...values, personalDataId: context.personalDataId! });
      go({ type: 'ACCOUNT_CREATED', email: created.Email });
    } catch (error) {
      showFailure(failureOf(error));
    }
  };

  const errors = formState.errors;
  return (
    <>
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      <p className={styles.text}>{t('personalData.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('personalData.nationalRegisterNumber')}</dt>
        <dd className={styles.number}>{formatNationalRegisterNumber(proven.NumeroRegistreNational)}</dd>
      </dl>
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <ErrorSummary control={control} />
        <TextField label={t('personalData.prenom')} autoComplete="given-name" readOnly={proven.Prenom !== null} error={errors.Prenom?.message} {...register('Prenom')} />
        <TextField label={t('personalData.nom')} autoComplete="family-name" readOnly={proven.Nom !== null} error={errors.Nom?.message} {...register('Nom')} />
        <fieldset className={styles.fieldset}>
          <legend>{t('personalData.account')}</legend>
          <TextField label={t('personalData.username')} autoComplete="username" error={errors.NomUtilisateur?.message} {...register('NomUtilisateur')} />
          <TextField label={t('personalData.email')} type="email" autoComplete="email" error={errors.Email?.message} {...register('Email')} />
          <TextField label={t('personalData.emailConfirmation')} type="email" autoComplete="email" error={errors.EmailConfirmation?.message} {...register('EmailConfirmation')} />
          <NewPasswordField label={t('personalData.password')} hint={t('personalData.passwordHint')} error={errors.password?.message} {...register('password')} />
          <NewPasswordField label={t('personalData.passwordConfirmation')} error={errors.passwordConfirmation?.message} {...register('passwordConfirmation')} />
        </fieldset>
        <div className={styles.buttons}>
          <button type="button" className="btn" onClick={() => go({ type: 'PREVIOUS' })}>
            {t('previous')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {type === 'validate' ? t('personalData.next') : formState.isSubmitting ? t('personalData.creating') : t('personalData.create')}
          </button>
        </div>
      </form>
    </>
  );
}
