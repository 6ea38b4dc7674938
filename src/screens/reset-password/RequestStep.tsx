import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetPasswordRequestPayload } from '../../../domain/schemas/auth';
import { requestPasswordReset } from '../../api/auth/reset-password';
import { TextField } from '../../forms/TextField';
import { refusalMessage } from './refusal-message';
import { resetPasswordActor } from './reset-password-actor';
import { ResetPasswordAlert, ResetPasswordPage } from './ResetPasswordPage';
import { useResetPassword } from './useResetPassword';
import styles from './ResetPassword.module.css';
import publicForm from '../../styles/public-form.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

/**
 * Step 1 of /reset-password: the e-mail of the account. The answer never says whether an account uses it (spec
 * section 8 read without account enumeration): the confirmation is worded "if an account uses this address".
 */
export function RequestStep() {
  const { t } = useTranslation('resetPassword');
  const sent = useResetPassword((s) => s.matches({ request: 'sent' }));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useSchemaForm<ResetPasswordRequestPayload>(ResetPasswordRequestPayload);

  const onSubmit = async (values: ResetPasswordRequestPayload) => {
    setError(null);
    try {
      await requestPasswordReset(values.email);
      setEmail(values.email);
      resetPasswordActor().send({ type: 'REQUEST_SENT' });
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('unknownError'));
    }
  };

  if (sent) {
    return (
      <ResetPasswordPage step="request">
        <p role="status" className={styles.success}>
          {t('request.sent', { email })}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => resetPasswordActor().send({ type: 'REQUEST_AGAIN' })}>
          {t('request.again')}
        </button>
      </ResetPasswordPage>
    );
  }

  return (
    <ResetPasswordPage step="request">
      <p className={publicForm.intro}>{t('request.intro')}</p>
      {error && <ResetPasswordAlert message={error} />}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className={publicForm.form}>
        <ErrorSummary control={control} />
        <TextField label={t('request.email')} type="email" autoComplete="email" autoFocus error={formState.errors.email?.message} {...register('email')} />
        <button type="submit" className={publicForm.submit} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('request.submitting') : t('request.submit')}
        </button>
      </form>
    </ResetPasswordPage>
  );
}
