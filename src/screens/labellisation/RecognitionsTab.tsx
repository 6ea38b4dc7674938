import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useProviderDemandes } from '../../api/labellisation/demandes';
import { DemandeListPanel } from './DemandeListPanel';
import { ProviderDemandeLink } from './DemandeLink';
import { toDemandeQuery } from './demande-search';
import { useProvider } from './useProvider';

const route = getRouteApi('/app/labellisation/prestataire/$prestataireId/recognitions/');

/** recognitions (spec section 2): the provider's recognition requests read from the database, newest first, filtered by status in the URL. */
export function RecognitionsTab() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useProviderDemandes(id, { ...toDemandeQuery(search), famille: 'reconnaissances' });
  return (
    <DemandeListPanel
      title={t('recognitions.title')}
      list={list}
      search={search}
      onSearch={(next, replace) => void navigate({ search: next, replace })}
      referenceOf={(demande) => (summary?.actions.view ? <ProviderDemandeLink demande={demande} /> : demande.reference)}
    />
  );
}
