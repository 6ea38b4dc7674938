import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpointRow } from '../../../../domain/wire/webhooks';
import { useWebhookEndpointCall } from '../../../api/gestion/webhook-endpoints';
import { DeleteAfterAsking } from '../../../forms/DeleteAfterAsking';
import { CardTable } from '../../../layout/CardTable';
import { notifySuccess } from '../../../layout/notify';
import { ToneBadge } from '../../../layout/StatusBadge';
import styles from './Webhooks.module.css';

/** The registered endpoints: their events, state and deliveries, and what a manager may do with each. */
export function WebhookEndpointTable({ endpoints }: { endpoints: WebhookEndpointRow[] }) {
  const { t } = useTranslation('webhooks');
  const call = useWebhookEndpointCall();
  const toggle = async (endpoint: WebhookEndpointRow) => {
    await call.mutateAsync({ kind: 'enable', id: endpoint.id, enabled: !endpoint.enabled });
    notifySuccess(t('list.switched', { url: endpoint.url, state: t(endpoint.enabled ? 'list.disabled' : 'list.enabled') }));
  };
  const remove = async (endpoint: WebhookEndpointRow) => {
    await call.mutateAsync({ kind: 'delete', id: endpoint.id });
    notifySuccess(t('delete.done'));
  };
  return (
    <CardTable caption={t('list.caption')} headers={[t('list.url'), t('list.events'), t('list.state'), t('list.deliveries'), t('list.actions')]} focusable={false}>
      {endpoints.map((endpoint) => (
        <tr key={endpoint.id}>
          <th scope="row" className={styles.url}>
            {endpoint.url}
          </th>
          <td data-label={t('list.events')}>
            <ul className={styles.events}>
              {endpoint.events.map((type) => (
                <li key={type}>{t(`events.${type}`)}</li>
              ))}
            </ul>
          </td>
          <td data-label={t('list.state')}>
            <ToneBadge tone={endpoint.enabled ? 'done' : 'closed'} label={t(endpoint.enabled ? 'list.enabled' : 'list.disabled')} />
          </td>
          <td data-label={t('list.deliveries')}>{t('list.counts', endpoint.counts)}</td>
          <td data-label={t('list.actions')}>
            <div className={styles.actions}>
              <Link to="/gestion/webhooks/$endpointId" params={{ endpointId: String(endpoint.id) }} className="btn" aria-label={t('list.seeNamed', { url: endpoint.url })}>
                {t('list.see')}
              </Link>
              <button
                type="button"
                className="btn"
                aria-label={t(endpoint.enabled ? 'list.disableNamed' : 'list.enableNamed', { url: endpoint.url })}
                disabled={call.isPending}
                onClick={() => void toggle(endpoint)}
              >
                {t(endpoint.enabled ? 'list.disable' : 'list.enable')}
              </button>
              <DeleteAfterAsking
                texts={{ button: t('delete.button'), title: t('delete.title', { url: endpoint.url }), text: t('delete.text'), confirm: t('delete.confirm'), cancel: t('common:cancel'), refused: t('delete.refused') }}
                onConfirm={() => remove(endpoint)}
              />
            </div>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
