import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { expertName } from './CompetenceRequestSteps';
import { useExpert } from './useExpert';
import styles from './Labellisation.module.css';
import { TAB_CLASS, TAB_PANEL_CLASS, TabStrip } from '../../layout/TabStrip';

const TABS = [
  { key: 'summary', to: '/labellisation/expert/$expertId', exact: true },
  { key: 'competences', to: '/labellisation/expert/$expertId/competences', exact: false },
  { key: 'details', to: '/labellisation/expert/$expertId/details', exact: false },
] as const;

/** /labellisation/expert/{id} (spec section 2): the expert's name, their own wizards' entries when it is them, and the tabs. */
export function ExpertLayout() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useExpert();
  if (!summary) return null;
  const params = { expertId: String(id) };
  const nom = expertName(summary.expert);
  return (
    <article className={styles.page} aria-labelledby="expert-title">
      <header className={styles.header}>
        <div>
          <h1 id="expert-title">{nom}</h1>
          <p className={styles.intro}>{summary.soi ? t('expert.subtitleOwn') : t('expert.subtitle')}</p>
        </div>
        {summary.soi && (
          <div className={styles.actions}>
            {summary.prestataires.some((p) => p.actions.create) && (
              <Link to="/labellisation/expert/$expertId/create-competence-request" params={params} className="btn btn-primary">
                {t('competences.create')}
              </Link>
            )}
            {summary.prestataires.some((p) => p.actions.submit) && (
              <Link to="/labellisation/expert/$expertId/competence-requests-submission" params={params} className="btn">
                {t('competences.submit')}
              </Link>
            )}
          </div>
        )}
      </header>
      <div>
        <TabStrip label={t('expert.tabs')}>
          {TABS.map((tab) => (
            <Link
              key={tab.key}
              to={tab.to}
              params={params}
              className={TAB_CLASS}
              activeOptions={{ exact: tab.exact }}
            >
              {t(`expert.tab.${tab.key}`)}
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
