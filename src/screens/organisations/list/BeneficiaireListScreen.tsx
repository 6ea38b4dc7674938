import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOrganisationList } from '../../../api/organisations/list';
import { exportBeneficiaries } from '../../../api/organisations/export';
import { ListSummary } from '../../../layout/ListSummary';
import { Pagination } from '../../../layout/Pagination';
import { BeneficiaireFilters } from './BeneficiaireFilters';
import { BeneficiaireTable } from './BeneficiaireTable';
import { BENEFICIAIRE_LIST_PER_PAGE, toListQuery } from './list-search';
import { usePastTheEnd } from '../../../layout/usePastTheEnd';

const route = getRouteApi('/app/beneficiaire/');

/** /beneficiaire: the provider's beneficiaries, filtered, searched, sorted and paginated by the server. */
export function BeneficiaireListScreen() {
  const { t } = useTranslation('organisations');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toListQuery(search);
  const list = useOrganisationList(query);
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, BENEFICIAIRE_LIST_PER_PAGE, (page) => void navigate({ search: { ...search, page }, replace: true }));
  return (
    <section aria-labelledby="beneficiaires-title">
      <h1 id="beneficiaires-title">{t('list.title')}</h1>
      <BeneficiaireFilters value={search} onChange={(filters) => void navigate({ search: { ...filters, sort: search.sort, dir: search.dir } })} />
      {list.isError && <p role="alert">{t('list.error')}</p>}
      {list.data && !pastTheEnd && (
        <>
          <ListSummary page={list.data} count={(atLeast, n) => t(atLeast ? 'list.countAtLeast' : 'list.count', n)} onExport={(format, options) => exportBeneficiaries(query, format, options)} />
          {list.data.items.length > 0 ? (
            <BeneficiaireTable
              items={list.data.items}
              sort={query.sort!}
              onSort={(sort) => void navigate({ search: { ...search, sort: sort.field, dir: sort.direction, page: undefined } })}
            />
          ) : (
            <p className="panel">{t('list.empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={BENEFICIAIRE_LIST_PER_PAGE} total={list.data.total} totalExact={list.data.totalExact} onPage={(page) => void navigate({ search: { ...search, page } })} />
        </>
      )}
    </section>
  );
}
