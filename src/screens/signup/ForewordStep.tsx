import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props';
import styles from './AccountWizard.module.css';

/** Step 1: what the sign-up needs; for an account to validate, the token-not-valid flag. */
export function ForewordStep({ type, context, go }: StepProps) {
  const { t } = useTranslation('signup');
  const linkNotValid = type === 'validate' && (context.token === null || context.tokenNotValid);
  return (
    <>
      {linkNotValid && (
        <p role="alert" className={styles.alert}>
          {t('foreword.tokenNotValid')}
        </p>
      )}
      <p className={styles.text}>{t(`foreword.${type}`)}</p>
      {type === 'create' && <p className={styles.text}>{t('foreword.createSteps')}</p>}
      <div className={styles.buttons}>
        <Link to="/login" className="btn">
          {t('backToLogin')}
        </Link>
        {!linkNotValid && (
          <button type="button" className="btn btn-primary" onClick={() => go({ type: 'START' })}>
            {t('foreword.start')}
          </button>
        )}
      </div>
    </>
  );
}
