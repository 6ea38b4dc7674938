import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryRow } from '../../../../domain/wire/webhooks';
import { formatDateTime } from '../../../i18n/format';
import styles from './Webhooks.module.css';

/** A delivery's attempts, folded under their count: each with the receiver's status and the start of its answer. */
export function WebhookAttempts({ delivery }: { delivery: WebhookDeliveryRow }) {
  const { t } = useTranslation('webhooks');
  if (delivery.attempts.length === 0) return <>{t('deliveries.noAttempt')}</>;
  return (
    <details className={styles.attempts}>
      <summary>{t('deliveries.attemptsSummary', { count: delivery.attempts.length })}</summary>
      <ol>
        {delivery.attempts.map((attempt) => (
          <li key={attempt.at}>
            {t('deliveries.attempt', {
              at: formatDateTime(attempt.at),
              answer: attempt.statusCode === null ? t('deliveries.noAnswer') : t('deliveries.httpStatus', { status: attempt.statusCode }),
              duration: attempt.durationMs,
            })}
            {attempt.excerpt && <pre className={styles.excerpt}>{attempt.excerpt}</pre>}
          </li>
        ))}
      </ol>
    </details>
  );
}
