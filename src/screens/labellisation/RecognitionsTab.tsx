import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { STATUT_DEMANDE_LABELLISATION_LABELS } from '../../../domain/labellisation';
import { useProviderDemandes } from '../../api/labellisation/demandes';
import { SelectField } from '../../forms/SelectField';
import { formatNumber } from '../../i18n/format';
import { Pagination } from '../../layout/Pagination';
import { usePastTheEnd } from '../../layout/usePastTheEnd';
import { DemandeTable } from './DemandeTable';
import { ProviderDemandeLink } from './DemandeLink';
import { DEMANDE_LIST_PER_PAGE, toDemandeQuery } from './demande-search';
import { useProvider } from './useProvider';
import styles from './Labellisation.module.css';

const route = getRouteApi('/app/labellisation/prestataire/$prestataireId/recognitions/');
const STATUTS = Object.entries(STATUT_DEMANDE_LABELLISATION_LABELS).map(([value, label]) => ({ value, label }));

/** recognitions (spec section 2): the provider's requests read from the database, newest first, filtered by status in the URL. */
export function RecognitionsTab() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toDemandeQuery(search);
  const list = useProviderDemandes(id, query);
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, DEMANDE_LIST_PER_PAGE, (page) => void navigate({ search: { ...search, page }, replace: true }));
  const statut = search.statut?.length === 1 ? String(search.statut[0]) : '';
  return (
    <section className={styles.card} aria-labelledby="recognitions-title">
      <h2 id="recognitions-title">{t('recognitions.title')}</h2>
      <div className={styles.filter}>
        <SelectField
          label={t('recognitions.filter')}
          placeholder={t('recognitions.allStatuts')}
          options={STATUTS}
          value={statut}
          onChange={(event) => void navigate({ search: { statut: event.target.value ? [Number(event.target.value)] : undefined, page: undefined } })}
        />
      </div>
      {list.isError && <p role="alert">{t('loadError')}</p>}
      {list.data && !pastTheEnd && (
        <>
          <p aria-live="polite">{t('recognitions.count', { count: list.data.total, total: formatNumber(list.data.total) })}</p>
          {list.data.items.length > 0 ? (
            <DemandeTable
              demandes={list.data.items}
              caption={t('recognitions.title')}
              referenceOf={(demande) => (summary?.actions.view ? <ProviderDemandeLink demande={demande} /> : demande.reference)}
            />
          ) : (
            <p className="muted">{t('recognitions.empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={DEMANDE_LIST_PER_PAGE} total={list.data.total} onPage={(page) => void navigate({ search: { ...search, page } })} />
        </>
      )}
    </section>
  );
}
