import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import { validateAccount } from '../../api/auth/signup-validate-account';
import { resetAccountWizard } from './account-wizard';
import { accountStepPath } from './step-paths';
import type { StepProps } from './step-props';
import styles from './AccountWizard.module.css';

/**
 * Step 5: a button validates the account with the link's token (so that a mail reader opening the link does not use
 * it up). /validate-account sends the account kept at step 3 with it, after a recap.
 */
export function ConfirmationStep({ type, context, go }: StepProps) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  if (type === 'create' && context.tokenNotValid) {
    const restart = () => {
      resetAccountWizard(type);
      void navigate({ href: accountStepPath(type, 'foreword') });
    };
    return (
      <>
        <p role="alert" className={styles.alert}>
          {t('confirmation.linkNotValid')}
        </p>
        <div className={styles.buttons}>
          <button type="button" className="btn" onClick={() => void navigate({ to: '/login' })}>
            {t('backToLogin')}
          </button>
          <button type="button" className="btn btn-primary" onClick={restart}>
            {t('confirmation.restart')}
          </button>
        </div>
      </>
    );
  }

  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const account = type === 'validate' && context.account ? { account: { ...context.account, personalDataId: context.personalDataId! } } : {};
      await validateAccount(context.token!, account);
      go({ type: 'CONFIRMED' });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'token_not_valid') return go({ type: 'TOKEN_REJECTED' });
      if (type === 'validate' && failure.fields) return go({ type: 'REFUSED', message: failure.fields.map((f) => f.message).join(' ') });
      setFailed(failure.status === 429 && failure.message ? failure.message : t('personalData.creationImpossible'));
    } finally {
      setBusy(false);
    }
  };

  const account = context.account;
  return (
    <>
      {failed && (
        <p role="alert" className={styles.alert}>
          {failed}
        </p>
      )}
      <p className={styles.text}>{t(`confirmation.${type}`)}</p>
      {type === 'validate' && account && (
        <dl className={styles.facts}>
          <dt>{t('personalData.prenom')}</dt>
          <dd>{account.Prenom}</dd>
          <dt>{t('personalData.nom')}</dt>
          <dd>{account.Nom}</dd>
          <dt>{t('personalData.username')}</dt>
          <dd>{account.NomUtilisateur}</dd>
          <dt>{t('personalData.email')}</dt>
          <dd>{account.Email}</dd>
        </dl>
      )}
      <div className={styles.buttons}>
        {type === 'validate' && (
          <button type="button" className="btn" onClick={() => go({ type: 'PREVIOUS' })}>
            {t('previous')}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('confirmation.confirming') : type === 'validate' ? t('confirmation.confirmValidate') : t('confirmation.confirm')}
        </button>
      </div>
    </>
  );
}
