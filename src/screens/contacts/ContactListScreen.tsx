import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isManager } from '../../../machines/access/contactAccess';
import { useContactList } from '../../api/contacts/contacts';
import { exportContacts } from '../../api/contacts/export';
import { ListSummary } from '../../layout/ListSummary';
import { Pagination } from '../../layout/Pagination';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import { ContactFilters } from './ContactFilters';
import { ContactTable } from './ContactTable';
import { CONTACT_LIST_PER_PAGE, toContactListQuery } from './list-search';
import styles from './ContactList.module.css';
import { usePastTheEnd } from '../../layout/usePastTheEnd';

const route = getRouteApi('/app/contact/');

/** /contact: the contacts the caller may see, filtered, sorted and paginated by the server. */
export function ContactListScreen() {
  const { t } = useTranslation('contacts');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toContactListQuery(search);
  const list = useContactList(query);
  const caller = sessionCaller(useSession((s) => s.context));
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, CONTACT_LIST_PER_PAGE, (page) => void navigate({ search: { ...search, page }, replace: true }));
  return (
    <section aria-labelledby="contacts-title">
      <div className={styles.header}>
        <h1 id="contacts-title">{t('list.title')}</h1>
        {/* Only a manager adds a contact of no organisation; an Authority adds one from its organisation's contacts tab. */}
        {caller && isManager(caller) && (
          <Link to="/contact/add" className="btn btn-primary">
            {t('list.add')}
          </Link>
        )}
      </div>
      <ContactFilters value={search} onChange={(filters) => void navigate({ search: { ...filters, sort: search.sort, dir: search.dir } })} />
      {list.isError && (
        <p className="panel" role="alert">
          {t('errors:generic')}
        </p>
      )}
      {list.data && !pastTheEnd && (
        <>
          <ListSummary page={list.data} count={(_, n) => t('list.count', n)} onExport={(format, options) => exportContacts(query, format, options)} />
          {list.data.items.length > 0 ? (
            <ContactTable
              contacts={list.data.items}
              sort={query.sort!}
              onSort={(sort) => void navigate({ search: { ...search, sort: sort.field, dir: sort.direction, page: undefined } })}
            />
          ) : (
            <p className="panel">{t('list.empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={CONTACT_LIST_PER_PAGE} total={list.data.total} onPage={(page) => void navigate({ search: { ...search, page } })} />
        </>
      )}
    </section>
  );
}
