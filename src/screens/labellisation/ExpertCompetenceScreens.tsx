import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatutDemandeLabellisation } from '../../../domain/labellisation';
import { DEMANDE_LIST_MAX_PER_PAGE } from '../../../domain/schemas/labellisation';
import { useExpertDemandes } from '../../api/labellisation/expert';
import { CompetenceRequestWizard } from './CompetenceRequestWizard';
import { describeOwnCompetenceRequest } from './competence-request-text';
import { SubmissionWizard } from './SubmissionWizard';
import { useExpert } from './useExpert';

/** create-competence-request on the expert's own page: competences (1), validation (2), confirmation (3), for one of their providers. */
export function ExpertCompetenceRequestScreen() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useExpert();
  if (!summary) return null;
  const params = { expertId: String(id) };
  return (
    <CompetenceRequestWizard
      side={{ kind: 'expert', expertId: id }}
      experts={[{ ...summary.expert, competences: summary.competences }]}
      prestataires={summary.prestataires.filter((p) => p.actions.create)}
      cancel={
        <Link to="/labellisation/expert/$expertId" params={params} className="btn">
          {t('wizard.cancel')}
        </Link>
      }
      viewLink={(demandeId) => (
        <Link to="/labellisation/expert/$expertId/competences/request/$demandeId" params={{ ...params, demandeId: String(demandeId) }} className="btn btn-primary">
          {t('create.view')}
        </Link>
      )}
      submitLink={
        summary.prestataires.some((p) => p.actions.submit) ? (
          <Link to="/labellisation/expert/$expertId/competence-requests-submission" params={params} className="btn">
            {t('competences.submit')}
          </Link>
        ) : null
      }
    />
  );
}

/** competence-requests-submission on the expert's own page: their requests in introduction, for a provider they are the Authority of. */
export function ExpertSubmissionScreen() {
  const { t } = useTranslation('labellisation');
  const { id } = useExpert();
  const navigate = useNavigate();
  const inIntroduction = useExpertDemandes(id, { statut: [StatutDemandeLabellisation.EN_INTRODUCTION], sort: 'desc', page: 1, perPage: DEMANDE_LIST_MAX_PER_PAGE });
  const params = { expertId: String(id) };
  return (
    <SubmissionWizard
      title={t('competences.submissionTitle')}
      inIntroduction={inIntroduction}
      path={`/labellisation/experts/${id}/soumissions`}
      describe={describeOwnCompetenceRequest}
      cancel={
        <Link to="/labellisation/expert/$expertId" params={params} className="btn">
          {t('wizard.cancel')}
        </Link>
      }
      onSubmitted={() => navigate({ to: '/labellisation/expert/$expertId/competences', params })}
    />
  );
}
