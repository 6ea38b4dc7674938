import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NewPasswordForm } from '../../../domain/schemas/auth';
import { changePasswordWithToken } from '../../api/auth/reset-password';
import { failureOf } from '../../api/errors';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { refusalMessage } from './refusal-message';
import { resetPasswordActor } from './reset-password-actor';
import { ResetPasswordAlert, ResetPasswordPage } from './ResetPasswordPage';
import publicForm from '../../styles/public-form.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/** Step 3 of /reset-password: the new password, typed twice (the server takes one; the form checks they match). */
export function PasswordStep() {
  const { t } = useTranslation('resetPassword');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useSchemaForm<NewPasswordForm>(NewPasswordForm);

  const onSubmit = async ({ password }: NewPasswordForm) => {
    const actor = resetPasswordActor();
    setError(null);
    try {
      await changePasswordWithToken(actor.getSnapshot().context.token ?? '', password);
      actor.send({ type: 'PASSWORD_CHANGED' });
      void navigate({ to: '/reset-password/confirmation', replace: true });
    } catch (failure) {
      const message = refusalMessage(failure);
      // The link expired or served meanwhile (or the account is no longer validated): its refusal, with a new request.
      const { fields, status } = failureOf(failure);
      if (message && (fields?.[0]?.field === 'token' || status === 403)) {
        actor.send({ type: 'TOKEN_REFUSED', message });
        void navigate({ to: '/reset-password/validation', search: { token: undefined }, replace: true });
        return;
      }
      setError(message ?? t('unknownError'));
    }
  };

  return (
    <ResetPasswordPage step="password">
      <p className={publicForm.intro}>{t('password.intro')}</p>
      {error && <ResetPasswordAlert message={error} />}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className={publicForm.form}>
        <ErrorSummary control={control} />
        <NewPasswordField label={t('password.password')} autoFocus error={formState.errors.password?.message} {...register('password')} />
        <NewPasswordField label={t('password.confirmation')} error={formState.errors.confirmation?.message} {...register('confirmation')} />
        <button type="submit" className={publicForm.submit} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('password.submitting') : t('password.submit')}
        </button>
      </form>
    </ResetPasswordPage>
  );
}
