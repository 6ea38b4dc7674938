import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayReadOrganisationEmails } from '../../../machines/access/emailHistoryAccess';
import { useEmailHistory } from '../../api/emails/history';
import { exportEmails } from '../../api/emails/export';
import { ListSummary } from '../../layout/ListSummary';
import { Pagination } from '../../layout/Pagination';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import { EmailContents } from './EmailContents';
import { EmailFilters, type EmailSearch } from './EmailFilters';
import { EmailTable, readButtonId } from './EmailTable';
import styles from './EmailHistory.module.css';

const PER_PAGE = 20;

/**
 * /emails: the notifications sent (spec section 2, Other: date, subject, recipient, contents), one's own or,
 * for an Authority, those of an organisation's contacts (machines/access/emailHistoryAccess.ts); newest first,
 * filtered and paginated by the server. A message opens under the list.
 */
export function EmailHistoryScreen() {
  const { t } = useTranslation('emails');
  const organisations = useSession((s) => {
    const caller = sessionCaller(s.context);
    return caller === null ? [] : s.context.linkedOrganisations.filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i && mayReadOrganisationEmails(caller, o.id));
  });
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<EmailSearch>({});
  const [opened, setOpened] = useState<number | null>(null);
  const history = useEmailHistory({ page, perPage: PER_PAGE, ...search });
  const filtered = Object.keys(search).some((key) => key !== 'organisationId');
  const close = () => {
    const id = opened;
    setOpened(null);
    if (id !== null) document.getElementById(readButtonId(id))?.focus();
  };
  return (
    <section aria-labelledby="emails-title">
      <h1 id="emails-title">{t('title')}</h1>
      <EmailFilters
        organisations={organisations}
        onChange={(next) => {
          setSearch(next);
          setPage(1);
          setOpened(null);
        }}
      />
      {history.isError && !history.data && (
        <div className={`panel ${styles.failure}`}>
          <p role="alert">{t('loadError')}</p>
          <button type="button" className="btn" onClick={() => void history.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {history.data && (
        <>
          {history.data.items.length === 0 ? (
            <p className="panel" aria-live="polite">
              {t(filtered ? 'emptyFiltered' : 'empty')}
            </p>
          ) : (
            <>
              <ListSummary page={history.data} count={(_, n) => t('count', n)} onExport={(format, options) => exportEmails(search, format, options)} />
              <EmailTable messages={history.data.items} onRead={setOpened} />
            </>
          )}
          <Pagination page={page} perPage={PER_PAGE} total={history.data.total} onPage={setPage} />
        </>
      )}
      {opened !== null && <EmailContents id={opened} onClose={close} />}
    </section>
  );
}
