import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { exportCheques, useChequeList } from '../../api/cheques';
import { ListSummary } from '../../layout/ListSummary';
import { Pagination } from '../../layout/Pagination';
import { CHEQUE_LIST_PER_PAGE, toChequeQuery } from './cheque-search';
import { ChequeFilters } from './ChequeFilters';
import { ChequeTable } from './ChequeTable';
import { ConsumptionTable } from './ConsumptionTable';
import { usePastTheEnd } from '../../layout/usePastTheEnd';
import { useSession } from '../../session/SessionContext';
import { mayOpenArea } from '../../../machines/access/areaAccess';

const route = getRouteApi('/app/cheques');

/**
 * /cheques: the provider's vouchers across its dossiers, and its beneficiaries' consumption (spec section 2, issue 17);
 * for an issuer, every voucher of the platform, read-only (docs/cheques.md).
 */
export function ChequesScreen() {
  const { t } = useTranslation('cheques');
  const droitId = useSession((s) => s.context.droitId);
  const linksToDossiers = mayOpenArea(droitId, 'dossiers');
  const provider = mayOpenArea(droitId, 'provider');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toChequeQuery(search);
  const list = useChequeList(query);
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, CHEQUE_LIST_PER_PAGE, (page) => void navigate({ search: { ...search, page }, replace: true }));
  return (
    <section aria-labelledby="cheques-title">
      <h1 id="cheques-title">{t('title')}</h1>
      <p>{t(provider ? 'intro' : 'introIssuer')}</p>
      <ChequeFilters value={search} onChange={(filters) => void navigate({ search: { ...filters, sort: search.sort, dir: search.dir } })} />
      {list.isError && <p role="alert">{t('error')}</p>}
      {list.data && !pastTheEnd && (
        <>
          <ListSummary page={list.data} count={(atLeast, n) => t(atLeast ? 'countAtLeast' : 'count', n)} onExport={(format, options) => exportCheques({ beneficiaire: query.beneficiaire, statutDossierId: query.statutDossierId }, format, options)} />
          {list.data.items.length > 0 ? (
            <ChequeTable items={list.data.items} caption={t(provider ? 'caption' : 'captionIssuer')} linksToDossiers={linksToDossiers} sort={query.sort!} onSort={(sort) => void navigate({ search: { ...search, sort: sort.field, dir: sort.direction, page: undefined } })} />
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
