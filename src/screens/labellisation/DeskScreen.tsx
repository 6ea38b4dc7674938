import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isDossierManagerDroitId } from '../../../domain/droits';
import { useDeskDemandes } from '../../api/labellisation/demandes';
import { formatNumber } from '../../i18n/format';
import { Pagination } from '../../layout/Pagination';
import { usePastTheEnd } from '../../layout/usePastTheEnd';
import { useSession } from '../../session/SessionContext';
import { DemandeTable } from './DemandeTable';
import { DEMANDE_LIST_PER_PAGE, toDemandeQuery } from './demande-search';
import styles from './Labellisation.module.css';

const route = getRouteApi('/app/labellisation/bureau/');

/** /labellisation/bureau: the requests waiting for the caller's centre (an opinion) or for the administration (a decision). */
export function DeskScreen() {
  const { t } = useTranslation('labellisation');
  const deciding = useSession((s) => isDossierManagerDroitId(s.context.droitId));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = toDemandeQuery({ page: search.page });
  const list = useDeskDemandes(query);
  const pastTheEnd = usePastTheEnd(list, query.page ?? 1, DEMANDE_LIST_PER_PAGE, (page) => void navigate({ search: { page }, replace: true }));
  return (
    <section className={styles.page} aria-labelledby="desk-title">
      <h1 id="desk-title">{t('desk.title')}</h1>
      <p className={styles.intro}>{t(deciding ? 'desk.introDecide' : 'desk.introOpinion')}</p>
      {list.isError && <p role="alert">{t('loadError')}</p>}
      {list.data && !pastTheEnd && (
        <>
          {list.data.total > 0 && <p aria-live="polite">{t('desk.count', { count: list.data.total, total: formatNumber(list.data.total) })}</p>}
          {list.data.items.length > 0 ? (
            <DemandeTable
              demandes={list.data.items}
              // Not the page's title: the table's scrolling box is a region too, and two regions of one name are one landmark too many.
              caption={t('desk.caption')}
              showOrganisation
              referenceOf={(demande) => (
                <Link to="/labellisation/bureau/demande/$demandeId" params={{ demandeId: String(demande.id) }}>
                  {demande.reference}
                </Link>
              )}
            />
          ) : (
            <p className="panel">{t('desk.empty')}</p>
          )}
          <Pagination page={query.page ?? 1} perPage={DEMANDE_LIST_PER_PAGE} total={list.data.total} onPage={(page) => void navigate({ search: { page } })} />
        </>
      )}
    </section>
  );
}
