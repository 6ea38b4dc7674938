import { useTranslation } from 'react-i18next';
import { OUTBOX_STATUS_LABELS, type EmailSummary } from '../../../domain/wire/emails';
import { formatDateTime } from '../../i18n/format';

/** "Envoyé le …", or where the message stands. */
export function useStatusText() {
  const { t } = useTranslation('emails');
  return (message: Pick<EmailSummary, 'status' | 'sentAt'>) =>
    message.status === 'sent' && message.sentAt ? t('sentAt', { date: formatDateTime(message.sentAt) }) : OUTBOX_STATUS_LABELS[message.status];
}
