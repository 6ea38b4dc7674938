import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../domain/format';
import type { DevMailboxMessage } from '../../../domain/wire/dev-mailbox';
import { useDevMailbox } from '../../api/dev/mailbox';
import { PublicPage } from '../../layout/PublicPage';
import { LinkedText } from './LinkedText';
import styles from './DevMailbox.module.css';

function Message({ message }: { message: DevMailboxMessage }) {
  const { t } = useTranslation('devMailbox');
  const heading = `dev-mail-${message.id}`;
  return (
    <article className={styles.message} aria-labelledby={heading}>
      <h2 id={heading}>{message.subject || t('noSubject')}</h2>
      <dl className={styles.meta}>
        <dt>{t('from')}</dt>
        <dd>{message.from}</dd>
        <dt>{t('to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('receivedAt')}</dt>
        <dd>{formatDateTime(message.receivedAt)}</dd>
      </dl>
      <p className={styles.text}>
        <LinkedText text={message.text} />
      </p>
    </article>
  );
}

/**
 * The development mailbox (README, Development mailbox): every e-mail the platform sent while it runs without
 * SMTP_URL, outside production, newest first, its links clickable, so that a demo's account link can be followed.
 */
export function DevMailboxScreen() {
  const { t } = useTranslation('devMailbox');
  const { data, isPending, isError, isFetching, refetch } = useDevMailbox();
  return (
    <PublicPage title={t('title')}>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.toolbar}>
        <button type="button" className="btn" onClick={() => void refetch()} disabled={isFetching}>
          {t('refresh')}
        </button>
        <Link to="/login">{t('backToLogin')}</Link>
      </div>
      {isPending ? (
        <p role="status">{t('loading')}</p>
      ) : isError ? (
        <p role="alert">{t('absent')}</p>
      ) : data.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('list', { count: data.length })}>
          {data.map((message) => (
            <li key={message.id}>
              <Message message={message} />
            </li>
          ))}
        </ol>
      )}
    </PublicPage>
  );
}
