import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailMessage } from '../../api/emails/history';
import { formatDateTime } from '../../i18n/format';
import { useStatusText } from './email-status';
import styles from './EmailHistory.module.css';

/**
 * One message as sent. Its body shows as plain text in a <pre>, never as HTML: it could hold injected markup.
 * Its heading takes the focus when it opens; closing gives it back to the caller (the list's button).
 */
export function EmailContents({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('emails');
  const message = useEmailMessage(id);
  const statusText = useStatusText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.data?.id]);
  const close = (
    <button type="button" className="btn" onClick={onClose}>
      {t('close')}
    </button>
  );
  if (message.isError) {
    return (
      <div className={`panel ${styles.message}`}>
        <p role="alert">{t('openError')}</p>
        {close}
      </div>
    );
  }
  if (!message.data) return <p className={styles.message} role="status">{t('opening')}</p>;
  const { subject, recipient, createdAt, body, error } = message.data;
  return (
    <article className={`panel ${styles.message}`} aria-labelledby="email-subject">
      <h2 id="email-subject" ref={heading} tabIndex={-1} className={styles.wrap}>
        {subject}
      </h2>
      <dl className={styles.meta}>
        <dt>{t('recipient')}</dt>
        <dd>{recipient}</dd>
        <dt>{t('date')}</dt>
        <dd>{formatDateTime(createdAt)}</dd>
        <dt>{t('status')}</dt>
        <dd>{statusText(message.data)}</dd>
        {error && (
          <>
            <dt>{t('serverAnswer')}</dt>
            <dd>{error}</dd>
          </>
        )}
      </dl>
      <pre className={styles.body}>{body}</pre>
      {close}
    </article>
  );
}
