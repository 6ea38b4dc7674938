import { useTranslation } from 'react-i18next';
import { ACCOUNT_LINK_HOURS } from '../../../domain/schemas/signup';
import type { StepProps } from './step-props';
import styles from './AccountWizard.module.css';

/** Step 4 (/signup only): the account exists, not yet validated; the person opens the e-mailed link. */
export function ValidationStep({ context }: StepProps) {
  const { t } = useTranslation('signup');
  return (
    <>
      <p role="status" className={styles.success}>
        {context.email ? t('validation.sent', { email: context.email }) : t('validation.sentNoAddress')}
      </p>
      <p className={styles.text}>{t('validation.instructions', { hours: ACCOUNT_LINK_HOURS.create })}</p>
    </>
  );
}
