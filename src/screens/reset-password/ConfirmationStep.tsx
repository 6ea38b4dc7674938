import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordPage } from './ResetPasswordPage';
import styles from './ResetPassword.module.css';
import publicForm from '../../styles/public-form.module.css';

/** Step 4 of /reset-password: the password is changed; the visitor signs in with it. */
export function ConfirmationStep() {
  const { t } = useTranslation('resetPassword');
  return (
    <ResetPasswordPage step="confirmation">
      <p role="status" className={styles.success}>
        {t('confirmation.done')}
      </p>
      <Link to="/login" className={publicForm.submit}>
        {t('confirmation.login')}
      </Link>
    </ResetPasswordPage>
  );
}
