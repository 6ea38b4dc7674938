import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DossierListView } from './DossierListView';
import { NewDossierLink } from './NewDossierLink';
import type { DossierListSearch } from './list-search';

const route = getRouteApi('/app/dossiers/');

/** /dossiers: the dossiers the caller may see, filtered, sorted and paginated by the server. */
export function DossierListScreen() {
  const { t } = useTranslation('dossiers');
  const navigate = route.useNavigate();
  const onSearch = useCallback((search: DossierListSearch, options?: { replace: true }) => void navigate({ search, ...options }), [navigate]);
  return <DossierListView title={t('list.title')} caption={t('list.caption')} search={route.useSearch()} onSearch={onSearch} headerAction={<NewDossierLink />} />;
}
