import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mayActInOrganisation } from '../../../machines/access/organisationActions';
import { useEmailHistory, useEmailMessage, type EmailSummary } from '../../api/emails/history';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { Pagination } from '../../layout/Pagination';
import { TableScroll } from '../../layout/TableScroll';
import { sessionCaller } from '../../routes/wizard-paths';
import { useSession } from '../../session/SessionContext';
import styles from './EmailHistory.module.css';

const PER_PAGE = 20;

/**
 * /emails: the notifications sent (spec section 2, Other: date, subject, recipient, contents), one's own or,
 * for an Authority, those of an organisation's contacts; newest first, paginated by the server. A message's
 * contents show as plain text under the list: never as HTML, which could hold injected markup.
 */
export function EmailHistoryScreen() {
  const { t } = useTranslation('layout');
  const organisations = useSession((s) => {
    const caller = sessionCaller(s.context);
    return caller === null ? [] : s.context.linkedOrganisations.filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i && mayActInOrganisation(caller, o.id, 'MANAGE_CONTACT_LINKS'));
  });
  const [page, setPage] = useState(1);
  const [organisationId, setOrganisationId] = useState('');
  const [typed, setTyped] = useState('');
  const [recherche, setRecherche] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const history = useEmailHistory({ page, perPage: PER_PAGE, ...(recherche ? { recherche } : {}), ...(organisationId ? { organisationId: Number(organisationId) } : {}) });
  const captionId = useId();
  const statusText = useStatusText();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setRecherche(typed.trim());
    setPage(1);
  };
  return (
    <section aria-labelledby="emails-title">
      <h1 id="emails-title">{t('emails.title')}</h1>
      <form className={`panel ${styles.filters}`} role="search" aria-label={t('emails.filters')} onSubmit={search}>
        {organisations.length > 0 && (
          <SelectField
            label={t('emails.whose')}
            options={[{ value: '', label: t('emails.mine') }, ...organisations.map((o) => ({ value: String(o.id), label: t('emails.ofOrganisation', { nom: o.nom }) }))]}
            value={organisationId}
            onChange={(e) => {
              setOrganisationId(e.target.value);
              setPage(1);
              setOpened(null);
            }}
          />
        )}
        <TextField label={t('emails.search')} hint={t('emails.searchHint')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary">
            {t('emails.apply')}
          </button>
        </div>
      </form>
      {history.data && (
        <>
          <p aria-live="polite">{t('emails.count', { count: history.data.total, total: formatNumber(history.data.total) })}</p>
          {history.data.items.length === 0 ? (
            <p className="panel">{t('emails.empty')}</p>
          ) : (
            <TableScroll labelledBy={captionId} focusable={false}>
              <table className="table table-cards">
                <caption id={captionId} className="visually-hidden">
                  {t('emails.caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('emails.date')}</th>
                    <th scope="col">{t('emails.subject')}</th>
                    <th scope="col">{t('emails.recipient')}</th>
                    <th scope="col">{t('emails.status')}</th>
                    <th scope="col">{t('emails.contents')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.items.map((message) => (
                    <tr key={message.id}>
                      <td data-label={t('emails.date')} className={styles.nowrap}>
                        {formatDateTime(message.createdAt)}
                      </td>
                      <th scope="row">{message.subject}</th>
                      <td data-label={t('emails.recipient')}>{message.recipient}</td>
                      <td data-label={t('emails.status')}>{statusText(message)}</td>
                      <td data-label={t('emails.contents')}>
                        <button type="button" className="btn" aria-label={t('emails.readNamed', { subject: message.subject })} onClick={() => setOpened(message.id)}>
                          {t('emails.read')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
          <Pagination page={page} perPage={PER_PAGE} total={history.data.total} onPage={setPage} />
        </>
      )}
      {opened !== null && <EmailContents id={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}

/** "Envoyé le …", or where the message stands. */
function useStatusText() {
  const { t } = useTranslation('layout');
  return (message: Pick<EmailSummary, 'status' | 'sentAt'>) =>
    message.status === 'sent' && message.sentAt ? t('emails.sentAt', { date: formatDateTime(message.sentAt) }) : t(`emails.statuses.${message.status}`);
}

/** One message as sent, its text as plain text; its heading takes the focus when it opens. */
function EmailContents({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const message = useEmailMessage(id);
  const statusText = useStatusText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.data?.id]);
  if (!message.data) return null;
  return (
    <article className={`panel ${styles.message}`} aria-labelledby="email-subject">
      <h2 id="email-subject" ref={heading} tabIndex={-1}>
        {message.data.subject}
      </h2>
      <dl className={styles.meta}>
        <dt>{t('emails.recipient')}</dt>
        <dd>{message.data.recipient}</dd>
        <dt>{t('emails.date')}</dt>
        <dd>{formatDateTime(message.data.createdAt)}</dd>
        <dt>{t('emails.status')}</dt>
        <dd>{statusText(message.data)}</dd>
      </dl>
      <pre className={styles.body}>{message.data.body}</pre>
      <button type="button" className="btn" onClick={onClose}>
        {t('emails.close')}
      </button>
    </article>
  );
}
