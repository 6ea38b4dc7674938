import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDossierList } from '../../api/dossiers/list';
import { Pagination } from '../../layout/Pagination';
import { DossierFilters } from './DossierFilters';
import { DossierTable } from './DossierTable';
import { NewDossierLink } from './NewDossierLink';
import { DOSSIER_LIST_PER_PAGE, toListQuery } from './list-search';
import styles from './DossierListScreen.module.css';

const route = getRouteApi('/app/dossiers/');

/** /dossiers: the dossiers the caller may see, filtered, sorted and paginated by the server. */
export function DossierListScreen() {
  const { t } = useTranslation('dossiers');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toListQuery(search);
  const list = useDossierList(query);
  return (
    <section aria-labelledby="dossiers-title">
      <div className={styles.header}>
        <h1 id="dossiers-title">{t('list.title')}</h1>
        <NewDossierLink />
      </div>
      <DossierFilters value={search} onChange={(filters) => void navigate({ search: { ...filters, sort: search.sort, dir: search.dir } })} />
      {list.data && (
        <>
          <p aria-live="polite">{t(list.data.totalExact ? 'list.count' : 'list.countAtLeast', { count: list.data.total })}</p>
          {list.data.items.length > 0 ? (
            <DossierTable
              dossiers={list.data.items}
              caption={t('list.caption')}
              sort={query.sort}
              onSort={(sort) => void navigate({ search: { ...search, sort: sort.field, dir: sort.direction, page: undefined } })}
            />
          ) : (
            <p className="panel">{t('list.empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={DOSSIER_LIST_PER_PAGE} total={list.data.total} totalExact={list.data.totalExact} onPage={(page) => void navigate({ search: { ...search, page } })} />
        </>
      )}
    </section>
  );
}
