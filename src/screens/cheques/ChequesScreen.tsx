import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { exportCheques, useChequeList } from '../../api/cheques';
import type { ExportFormat } from '../../../domain/schemas/exports';
import { formatNumber } from '../../i18n/format';
import { Pagination } from '../../layout/Pagination';
import { CHEQUE_LIST_PER_PAGE, toChequeQuery } from './cheque-search';
import { ChequeFilters } from './ChequeFilters';
import { ChequeTable } from './ChequeTable';
import { ConsumptionTable } from './ConsumptionTable';
import styles from './Cheques.module.css';
import { usePastTheEnd } from '../../layout/usePastTheEnd';

const route = getRouteApi('/app/cheques');

/** /cheques: the provider's vouchers across its dossiers, and its beneficiaries' consumption (spec section 2, issue 17). */
export function ChequesScreen() {
  const { t } = useTranslation('cheques');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toChequeQuery(search);
  const list = useChequeList(query);
  // What the filters select, whatever the page and the sort: the file is for a spreadsheet, newest first.
  const exported = useMutation({ mutationFn: (format: ExportFormat) => exportCheques({ beneficiaire: query.beneficiaire, statutDossierId: query.statutDossierId }, format) });
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, CHEQUE_LIST_PER_PAGE, (page) => void navigate({ search: { ...search, page }, replace: true }));
  return (
    <section aria-labelledby="cheques-title">
      <h1 id="cheques-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ChequeFilters value={search} onChange={(filters) => void navigate({ search: { ...filters, sort: search.sort, dir: search.dir } })} />
      {list.isError && <p role="alert">{t('error')}</p>}
      {list.data && !pastTheEnd && (
        <>
          <div className={styles.summary}>
            <p aria-live="polite">{t(list.data.totalExact ? 'count' : 'countAtLeast', { count: list.data.total, total: formatNumber(list.data.total) })}</p>
            {list.data.total > 0 && (
              <div className={styles.exports}>
                {(['csv', 'xlsx'] as const).map((format) => (
                  <button key={format} type="button" className="btn" onClick={() => exported.mutate(format)} disabled={exported.isPending} aria-busy={exported.isPending && exported.variables === format}>
                    {t(exported.isPending && exported.variables === format ? 'export.pending' : `export.${format}`)}
                  </button>
                ))}
              </div>
            )}
          </div>
          {exported.isError && <p role="alert">{t('export.failed')}</p>}
          {list.data.items.length > 0 ? (
            <ChequeTable items={list.data.items} sort={query.sort!} onSort={(sort) => void navigate({ search: { ...search, sort: sort.field, dir: sort.direction, page: undefined } })} />
          ) : (
            <p className="panel">{t('empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={CHEQUE_LIST_PER_PAGE} total={list.data.total} totalExact={list.data.totalExact} onPage={(page) => void navigate({ search: { ...search, page } })} />
          <ConsumptionTable consumptions={list.data.consommations} />
        </>
      )}
    </section>
  );
}
