import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryRow } from '../../../../domain/wire/webhooks';
import type { WebhookDeliveryStatus } from '../../../../domain/webhooks';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../../../api/gestion/webhook-deliveries';
import { useWebhookEndpoints } from '../../../api/gestion/webhook-endpoints';
import { formatDateTime } from '../../../i18n/format';
import { CardTable } from '../../../layout/CardTable';
import { notifySuccess } from '../../../layout/notify';
import { ToneBadge, type BadgeTone } from '../../../layout/StatusBadge';
import { WebhookAttempts } from './WebhookAttempts';
import styles from './Webhooks.module.css';

const route = getRouteApi('/app/gestion/webhooks/$endpointId');

const TONE: Record<WebhookDeliveryStatus, BadgeTone> = { queued: 'waiting', delivered: 'done', failed: 'closed' };

/** What the event is about: the dossier (a link to it) or the labellisation request, by reference. */
function Subject({ delivery }: { delivery: WebhookDeliveryRow }) {
  if (delivery.dossierId === null) return <>{delivery.reference ?? '—'}</>;
  return (
    <Link to="/gestion/dossiers/$dossierId" params={{ dossierId: String(delivery.dossierId) }}>
      {delivery.reference ?? delivery.dossierId}
    </Link>
  );
}

/** /gestion/webhooks/{id}: an endpoint's latest deliveries, their attempts, and "Renvoyer" for each. */
export function WebhookDeliveriesScreen() {
  const { t } = useTranslation('webhooks');
  const endpointId = Number(route.useParams().endpointId);
  const deliveries = useWebhookDeliveries(endpointId);
  const endpoint = useWebhookEndpoints().data?.find((e) => e.id === endpointId);
  const resend = useResendWebhookDelivery(endpointId);
  const again = async (delivery: WebhookDeliveryRow) => {
    await resend.mutateAsync(delivery.id);
    notifySuccess(t('deliveries.resent'));
  };
  return (
    <section aria-labelledby="webhook-deliveries-title">
      <p>
        <Link to="/gestion/webhooks">{t('deliveries.back')}</Link>
      </p>
      <h1 id="webhook-deliveries-title" className={styles.url}>
        {endpoint ? t('deliveries.title', { url: endpoint.url }) : t('deliveries.titleUnknown')}
      </h1>
      <p className={styles.intro}>{t('deliveries.intro')}</p>
      {deliveries.data?.length === 0 && <p className="panel">{t('deliveries.none')}</p>}
      {deliveries.data && deliveries.data.length > 0 && (
        <CardTable
          caption={t('deliveries.caption')}
          headers={[t('deliveries.event'), t('deliveries.subject'), t('deliveries.status'), t('deliveries.attempts'), t('deliveries.actions')]}
          focusable={false}
        >
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id}>
              <th scope="row">
                {t(`events.${delivery.eventType}`)}
                <span className={styles.muted}>{t('deliveries.createdAt', { at: formatDateTime(delivery.createdAt) })}</span>
              </th>
              <td data-label={t('deliveries.subject')}>
                <Subject delivery={delivery} />
              </td>
              <td data-label={t('deliveries.status')}>
                <ToneBadge tone={TONE[delivery.status]} label={t(`deliveries.statuses.${delivery.status}`)} />
                {delivery.nextAttemptAt && delivery.attempts.length > 0 && (
                  <span className={styles.muted}>{t('deliveries.nextAttempt', { at: formatDateTime(delivery.nextAttemptAt) })}</span>
                )}
              </td>
              <td data-label={t('deliveries.attempts')}>
                <WebhookAttempts delivery={delivery} />
              </td>
              <td data-label={t('deliveries.actions')}>
                <button type="button" className="btn" aria-label={t('deliveries.resendNamed', { id: delivery.id })} disabled={resend.isPending} onClick={() => void again(delivery)}>
                  {t('deliveries.resend')}
                </button>
              </td>
            </tr>
          ))}
        </CardTable>
      )}
    </section>
  );
}
