import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProviderActionLinks } from './ProviderActionLinks';
import { useProvider } from './useProvider';
import { TAB_CLASS } from '../../layout/TabStrip';
import { LabellisationPage } from './LabellisationPage';

const TABS = [
  { key: 'summary', to: '/labellisation/prestataire/$prestataireId', exact: true },
  { key: 'recognitions', to: '/labellisation/prestataire/$prestataireId/recognitions', exact: false },
  { key: 'competences', to: '/labellisation/prestataire/$prestataireId/competences-validation', exact: false },
  { key: 'details', to: '/labellisation/prestataire/$prestataireId/details', exact: false },
] as const;

/** /labellisation/prestataire/{id}: the provider's name, its wizards' entries and its tabs (summary, recognition requests, experts' competences, details). */
export function ProviderLayout() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  if (!summary) return null;
  const params = { prestataireId: String(id) };
  return (
    <LabellisationPage
      title={summary.organisation.nom}
      intro={t('provider.subtitle')}
      actions={<ProviderActionLinks prestataireId={id} nom={summary.organisation.nom} actions={summary.actions} />}
      tabsLabel={t('provider.tabs')}
      tabs={TABS.map((tab) => (
        <Link key={tab.key} to={tab.to} params={params} className={TAB_CLASS} activeOptions={{ exact: tab.exact }}>
          {t(`provider.tab.${tab.key}`)}
        </Link>
      ))}
    />
  );
}
