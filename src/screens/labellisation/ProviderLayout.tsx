import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProviderActionLinks } from './ProviderActionLinks';
import { useProvider } from './useProvider';
import styles from './Labellisation.module.css';
import tabs from '../../layout/Tabs.module.css';

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
        <nav className={tabs.tabs} aria-label={t('provider.tabs')}>
          {TABS.map((tab) => (
            <Link
              key={tab.key}
              to={tab.to}
              params={params}
              className={tabs.tab}
              activeOptions={{ exact: tab.exact }}
              activeProps={{ className: `${tabs.tab} ${tabs.active}`, 'aria-current': 'page' }}
            >
              {t(`provider.tab.${tab.key}`)}
            </Link>
          ))}
        </nav>
        <div className={`panel ${tabs.content} ${styles.content}`}>
          <Outlet />
        </div>
      </div>
    </article>
  );
}
