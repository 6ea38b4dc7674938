import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resetAccountWizard } from './account-wizard';
import type { StepProps } from './step-props';
import styles from './AccountWizard.module.css';

/** Step 6: the account is validated; the tab's progress is forgotten on the way to the login. */
export function ConfirmedStep({ type }: StepProps) {
  const { t } = useTranslation('signup');
  return (
    <>
      <p role="status" className={styles.success}>
        {t(`confirmed.${type}`)}
      </p>
      <div className={styles.buttons}>
        <Link to="/login" className="btn btn-primary" onClick={() => resetAccountWizard(type)}>
          {t('confirmed.login')}
        </Link>
      </div>
    </>
  );
}
