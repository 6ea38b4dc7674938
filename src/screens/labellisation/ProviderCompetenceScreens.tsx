import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatutDemandeLabellisation } from '../../../domain/labellisation';
import { DEMANDE_LIST_MAX_PER_PAGE } from '../../../domain/schemas/labellisation';
import { useProviderDemandes } from '../../api/labellisation/demandes';
import { useProviderExperts } from '../../api/labellisation/experts';
import { CompetenceRequestWizard } from './CompetenceRequestWizard';
import { describeCompetenceRequest } from './competence-request-text';
import { SubmissionWizard } from './SubmissionWizard';
import { useProvider } from './useProvider';

/** create-competence-request under a provider (CREATE_EXPERT_COMPETENCE_VALIDATION): expert (1), competences (2), validation (3), confirmation (4). */
export function ProviderCompetenceRequestScreen() {
  const { t } = useTranslation('labellisation');
  const { id, summary } = useProvider();
  const experts = useProviderExperts(id);
  if (!summary || !experts.data) return experts.isError ? <p role="alert">{t('loadError')}</p> : null;
  const params = { prestataireId: String(id) };
  return (
    <CompetenceRequestWizard
      side={{ kind: 'prestataire', prestataireId: id }}
      experts={experts.data}
      prestataires={[summary.organisation]}
      cancel={
        <Link to="/labellisation/prestataire/$prestataireId/competences-validation" params={params} className="btn">
          {t('wizard.cancel')}
        </Link>
      }
      viewLink={(demandeId) =>
        summary.actions.competences.list ? (
          <Link to="/labellisation/prestataire/$prestataireId/competences-validation/request/$demandeId" params={{ ...params, demandeId: String(demandeId) }} className="btn btn-primary">
            {t('create.view')}
          </Link>
        ) : null
      }
      submitLink={
        summary.actions.competences.submit ? (
          <Link to="/labellisation/prestataire/$prestataireId/competence-requests-submission" params={params} className="btn">
            {t('competences.submit')}
          </Link>
        ) : null
      }
    />
  );
}

/** competence-requests-submission under a provider (SUBMIT_EXPERT_COMPETENCE_VALIDATION): its experts' validations in introduction, submitted together. */
export function ProviderCompetenceSubmissionScreen() {
  const { t } = useTranslation('labellisation');
  const { id } = useProvider();
  const navigate = useNavigate();
  const inIntroduction = useProviderDemandes(id, { famille: 'competences', statut: [StatutDemandeLabellisation.EN_INTRODUCTION], sort: 'desc', page: 1, perPage: DEMANDE_LIST_MAX_PER_PAGE });
  const params = { prestataireId: String(id) };
  return (
    <SubmissionWizard
      title={t('competences.submissionTitle')}
      inIntroduction={inIntroduction}
      path={`/labellisation/prestataires/${id}/soumissions-competences`}
      describe={describeCompetenceRequest}
      cancel={
        <Link to="/labellisation/prestataire/$prestataireId/competences-validation" params={params} className="btn">
          {t('wizard.cancel')}
        </Link>
      }
      onSubmitted={() => navigate({ to: '/labellisation/prestataire/$prestataireId/competences-validation', params })}
    />
  );
}
