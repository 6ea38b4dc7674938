import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import { fetchSignupUrl } from '../../api/auth/signup-url';
import type { StepProps } from './step-props';
import styles from './AccountWizard.module.css';

/**
 * Step 2: the person goes to the identity provider (a full page change; the machine waits in session storage) and
 * comes back through the server, which keeps the proven identity and sends the browser to step 3, or here with an
 * error code.
 */
export function AuthenticationStep({ type, context, go }: StepProps) {
  const { t } = useTranslation('signup');
  const [state, setState] = useState<'idle' | 'going' | 'unavailable' | 'failed'>('idle');

  const identify = async () => {
    setState('going');
    try {
      window.location.assign(await fetchSignupUrl(type, context.token));
    } catch (error) {
      const { code } = failureOf(error);
      if (code === 'token_not_valid') return go({ type: 'TOKEN_REJECTED' });
      setState(code === 'gestia_not_configured' ? 'unavailable' : 'failed');
    }
  };

  const message = state === 'unavailable' ? t('authentication.unavailable') : state === 'failed' ? t('personalData.creationImpossible') : context.refusal;
  return (
    <>
      {message && (
        <p role="alert" className={styles.alert}>
          {message}
        </p>
      )}
      <p className={styles.text}>{t('authentication.intro')}</p>
      <div className={styles.buttons}>
        <button type="button" className="btn" onClick={() => go({ type: 'PREVIOUS' })}>
          {t('previous')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void identify()} disabled={state === 'going'}>
          {state === 'going' ? t('authentication.going') : t('authentication.go')}
        </button>
      </div>
    </>
  );
}
