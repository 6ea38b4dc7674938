import { useEffect } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { checkResetToken } from '../../api/auth/reset-password';
import { refusalMessage } from './refusal-message';
import { restartResetPassword, resetPasswordActor } from './reset-password-actor';
import { ResetPasswordAlert, ResetPasswordPage } from './ResetPasswordPage';
import { useResetPassword } from './useResetPassword';
import publicForm from '../../styles/public-form.module.css';

/** Step 2 of /reset-password: the e-mailed link's token is checked, then the new password opens. */
export function ValidationStep() {
  const { t } = useTranslation('resetPassword');
  const navigate = useNavigate();
  const { token } = useSearch({ from: '/public/reset-password/validation' });
  const refusal = useResetPassword((s) => (s.matches({ validation: 'refused' }) ? s.context.refusal : null));

  useEffect(() => {
    if (!token) return;
    const actor = resetPasswordActor();
    actor.send({ type: 'LINK_OPENED', token });
    let current = true;
    checkResetToken(token).then(
      () => {
        if (!current) return;
        actor.send({ type: 'TOKEN_VALID' });
        // The token leaves the address bar: the chart keeps it.
        void navigate({ to: '/reset-password/new-password', replace: true });
      },
      (failure: unknown) => current && actor.send({ type: 'TOKEN_REFUSED', message: refusalMessage(failure) ?? t('unknownError') }),
    );
    return () => {
      current = false;
    };
  }, [token, navigate, t]);

  const again = () => {
    restartResetPassword();
    void navigate({ to: '/reset-password' });
  };

  // A link refused at the new password comes back here without its token: its refusal is the message.
  const message = refusal ?? (token ? null : t('validation.tokenMissing'));
  return (
    <ResetPasswordPage step="validation">
      {message ? (
        <>
          <ResetPasswordAlert message={message} />
          <button type="button" className={publicForm.submit} onClick={again}>
            {t('validation.again')}
          </button>
        </>
      ) : (
        <p role="status" className={publicForm.intro}>
          {t('validation.checking')}
        </p>
      )}
    </ResetPasswordPage>
  );
}
