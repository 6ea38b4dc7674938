import { useCallback } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MANAGER_QUEUE_STATUTS } from '../../../domain/manager-queue';
import { DossierListView } from './DossierListView';
import type { DossierListSearch, ListDefaults } from './list-search';

const route = getRouteApi('/app/gestion/');

/** Unless the manager chooses otherwise: every dossier waiting for the administration, the nearest deadline first. */
const QUEUE_DEFAULTS: ListDefaults = { sort: { field: 'dateEcheance', direction: 'asc' }, statuts: MANAGER_QUEUE_STATUTS };

/** /gestion: the dossiers waiting for the administration (the manager desk's queue), from the dossier list's API. */
export function ManagerQueueScreen() {
  const { t } = useTranslation('dossiers');
  const navigate = route.useNavigate();
  const onSearch = useCallback((search: DossierListSearch, options?: { replace: true }) => void navigate({ search, ...options }), [navigate]);
  return (
    <DossierListView
      title={t('queue.title')}
      caption={t('queue.caption')}
      search={route.useSearch()}
      onSearch={onSearch}
      defaults={QUEUE_DEFAULTS}
      statuts={MANAGER_QUEUE_STATUTS}
      deskFilters
      headerAction={
        <>
          <Link to="/gestion/enquetes" className="btn">
            {t('surveys.link')}
          </Link>
          <Link to="/gestion/jours-fermeture" className="btn">
            {t('closingDays.link')}
          </Link>
          <Link to="/gestion/webhooks" className="btn">
            {t('webhooks:link')}
          </Link>
        </>
      }
    />
  );
}
