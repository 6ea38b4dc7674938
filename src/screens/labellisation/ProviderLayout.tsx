import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProviderActionLinks } from './ProviderActionLinks';
import { useProvider } from './useProvider';
import styles from './Labellisation.module.css';
import { TAB_CLASS, TAB_PANEL_CLASS, TabStrip } from '../../layout/TabStrip';

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
    <article className={styles.page} aria-labelledby="provider-title">
      <header className={styles.header}>
        <div>
          <h1 id="provider-title">{summary.organisation.nom}</h1>
          <p className={styles.intro}>{t('provider.subtitle')}</p>
        </div>
        <div className={styles.actions}>
          <ProviderActionLinks prestataireId={id} nom={summary.organisation.nom} actions={summary.actions} />
        </div>
      </header>
      <div>
        <TabStrip label={t('provider.tabs')}>
          {TABS.map((tab) => (
            <Link
              key={tab.key}
              to={tab.to}
              params={params}
              className={TAB_CLASS}
              activeOptions={{ exact: tab.exact }}
            >
              {t(`provider.tab.${tab.key}`)}
            </Link>
          ))}
        </TabStrip>
        <div className={`${TAB_PANEL_CLASS} ${styles.content}`}>
          <Outlet />
        </div>
      </div>
    </article>
  );
}
