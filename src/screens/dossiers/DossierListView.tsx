import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatutDossierId } from '../../../domain/dossier-status';
import { useDossierList } from '../../api/dossiers/list';
import { exportDossiers } from '../../api/dossiers/export';
import { ListSummary } from '../../layout/ListSummary';
import { Pagination } from '../../layout/Pagination';
import { DossierFilters } from './DossierFilters';
import { DossierTable } from './DossierTable';
import { DOSSIER_LIST_PER_PAGE, toListQuery, type DossierListSearch, type ListDefaults } from './list-search';
import styles from './DossierListScreen.module.css';
import { usePastTheEnd } from '../../layout/usePastTheEnd';

interface DossierListViewProps {
  title: string;
  caption: string;
  /** The list's state, kept in the URL by the route. */
  search: DossierListSearch;
  onSearch: (search: DossierListSearch, options?: { replace: true }) => void;
  defaults?: ListDefaults;
  /** The statuses the filter offers (all by default). */
  statuts?: readonly StatutDossierId[];
  /** The manager desk's filters too: the beneficiary, the provider, the platform. */
  deskFilters?: boolean;
  headerAction?: ReactNode;
}

/** A list of dossiers filtered, sorted and paginated by the server, its state in the URL. */
export function DossierListView({ title, caption, search, onSearch, defaults, statuts, deskFilters, headerAction }: DossierListViewProps) {
  const { t } = useTranslation('dossiers');
  const query = toListQuery(search, defaults);
  const list = useDossierList(query);
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, DOSSIER_LIST_PER_PAGE, (page) => onSearch({ ...search, page }, { replace: true }));
  return (
    <section aria-labelledby="dossiers-title">
      <div className={styles.header}>
        <h1 id="dossiers-title">{title}</h1>
        {headerAction && <div className={styles.headerActions}>{headerAction}</div>}
      </div>
      <DossierFilters value={search} statuts={statuts} desk={deskFilters} onChange={(filters) => onSearch({ ...filters, sort: search.sort, dir: search.dir })} />
      {list.data && !pastTheEnd && (
        <>
          <ListSummary page={list.data} count={(atLeast, n) => t(atLeast ? 'list.countAtLeast' : 'list.count', n)} onExport={(format, options) => exportDossiers(query, format, options)} />
          {list.data.items.length > 0 ? (
            <DossierTable
              dossiers={list.data.items}
              caption={caption}
              sort={query.sort}
              onSort={(sort) => onSearch({ ...search, sort: sort.field, dir: sort.direction, page: undefined })}
            />
          ) : (
            <p className="panel">{t('list.empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={DOSSIER_LIST_PER_PAGE} total={list.data.total} totalExact={list.data.totalExact} onPage={(page) => onSearch({ ...search, page })} />
        </>
      )}
    </section>
  );
}
