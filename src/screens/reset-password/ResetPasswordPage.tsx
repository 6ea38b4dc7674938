import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { RESET_PASSWORD_STEPS, type ResetPasswordStep } from '../../../machines/resetPassword.machine';
import { PublicPage } from '../../layout/PublicPage';
import styles from './ResetPassword.module.css';
import publicForm from '../../styles/public-form.module.css';

/** The frame of each step of /reset-password: its number among the four, the way back to the login. */
export function ResetPasswordPage({ step, children }: { step: ResetPasswordStep; children: ReactNode }) {
  const { t } = useTranslation('resetPassword');
  return (
    <PublicPage title={t('title')}>
      <p className={styles.steps}>{t('step', { number: RESET_PASSWORD_STEPS.indexOf(step) + 1, name: t(`steps.${step}`) })}</p>
      {children}
      {/* The confirmation leads to the login by its own button. */}
      {step !== 'confirmation' && (
        <nav className={styles.links} aria-label={t('title')}>
          <Link to="/login">{t('backToLogin')}</Link>
        </nav>
      )}
    </PublicPage>
  );
}

export function ResetPasswordAlert({ message }: { message: string }) {
  return (
    <div role="alert" className={publicForm.error}>
      {message}
    </div>
  );
}
