import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointCreated } from '../../../../domain/wire/webhooks';
import { useWebhookEndpoints } from '../../../api/gestion/webhook-endpoints';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import { WebhookEndpointTable } from './WebhookEndpointTable';
import { WebhookSecretNotice } from './WebhookSecretNotice';
import styles from './Webhooks.module.css';

/**
 * /gestion/webhooks: the administration's systems told of dossier status changes and decisions (docs/webhooks.md).
 * A manager registers an address (its secret shown once), switches it off and on, deletes it, and opens its deliveries.
 */
export function WebhooksScreen() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  return (
    <section aria-labelledby="webhooks-title">
      <h1 id="webhooks-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {created ? <WebhookSecretNotice created={created} onDone={() => setCreated(null)} /> : <WebhookEndpointForm onCreated={setCreated} />}
      <h2 className={styles.listTitle}>{t('list.title')}</h2>
      {endpoints.data?.length === 0 && <p className="panel">{t('list.none')}</p>}
      {endpoints.data && endpoints.data.length > 0 && <WebhookEndpointTable endpoints={endpoints.data} />}
    </section>
  );
}
