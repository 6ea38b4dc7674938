import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointCreated } from '../../../../domain/wire/webhooks';
import { notifySuccess } from '../../../layout/notify';
import styles from './Webhooks.module.css';

/**
 * The new endpoint's secret, shown this once: the server never sends it again. The notice takes the focus so that a
 * keyboard or screen-reader user lands on it, and stays until the manager says it is copied.
 */
export function WebhookSecretNotice({ created, onDone }: { created: WebhookEndpointCreated; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.secret).catch(() => undefined);
    notifySuccess(t('secret.copied'));
  };
  return (
    <section className={`panel ${styles.secret}`} aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" ref={heading} tabIndex={-1} className={styles.formTitle}>
        {t('secret.title', { url: created.endpoint.url })}
      </h2>
      <p>{t('secret.text')}</p>
      <p className={styles.secretValue}>
        <span className="visually-hidden">{t('secret.label')} : </span>
        <code data-testid="webhook-secret">{created.secret}</code>
      </p>
      <div className={styles.buttons}>
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('secret.copy')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('secret.done')}
        </button>
      </div>
    </section>
  );
}
