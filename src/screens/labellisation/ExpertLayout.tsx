import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { expertName } from './CompetenceRequestSteps';
import { useExpert } from './useExpert';
import { TAB_CLASS } from '../../layout/TabStrip';
import { LabellisationPage } from './LabellisationPage';

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
  const mayCreate = summary.soi && summary.prestataires.some((p) => p.actions.create);
  const maySubmit = summary.soi && summary.prestataires.some((p) => p.actions.submit);
  return (
    <LabellisationPage
      title={expertName(summary.expert)}
      intro={summary.soi ? t('expert.subtitleOwn') : t('expert.subtitle')}
      actions={
        (mayCreate || maySubmit) && (
          <>
            {mayCreate && (
              <Link to="/labellisation/expert/$expertId/create-competence-request" params={params} className="btn btn-primary">
                {t('competences.create')}
              </Link>
            )}
            {maySubmit && (
              <Link to="/labellisation/expert/$expertId/competence-requests-submission" params={params} className="btn">
                {t('competences.submit')}
              </Link>
            )}
          </>
        )
      }
      tabsLabel={t('expert.tabs')}
      tabs={TABS.map((tab) => (
        <Link key={tab.key} to={tab.to} params={params} className={TAB_CLASS} activeOptions={{ exact: tab.exact }}>
          {t(`expert.tab.${tab.key}`)}
        </Link>
      ))}
    />
  );
}
