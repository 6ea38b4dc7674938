import { useTranslation } from 'react-i18next';
import type { EmailSummary } from '../../../domain/wire/emails';
import { formatDateTime } from '../../i18n/format';
import { CardTable } from '../../layout/CardTable';
import { useStatusText } from './email-status';
import styles from './EmailHistory.module.css';

/** The id of a message's "Lire" button: the focus goes back there when the message closes. */
export const readButtonId = (id: number) => `email-read-${id}`;

/** Date, subject, recipient and delivery of each message; a card per message on a phone. */
export function EmailTable({ messages, onRead }: { messages: EmailSummary[]; onRead: (id: number) => void }) {
  const { t } = useTranslation('emails');
  const statusText = useStatusText();
  return (
    <CardTable caption={t('caption')} headers={[t('date'), t('subject'), t('recipient'), t('status'), t('contents')]} focusable={false}>
          {messages.map((message) => (
            <tr key={message.id}>
              <td data-label={t('date')} className={styles.nowrap}>
                {formatDateTime(message.createdAt)}
              </td>
              <th scope="row" className={styles.wrap}>
                {message.subject}
              </th>
              <td data-label={t('recipient')} className={styles.wrap}>
                {message.recipient}
              </td>
              <td data-label={t('status')}>{statusText(message)}</td>
              <td data-label={t('contents')}>
                <button id={readButtonId(message.id)} type="button" className="btn" aria-label={t('readNamed', { subject: message.subject })} onClick={() => onRead(message.id)}>
                  {t('read')}
                </button>
              </td>
            </tr>
          ))}
    </CardTable>
  );
}
