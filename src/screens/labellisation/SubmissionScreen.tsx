import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatutDemandeLabellisation } from '../../../domain/labellisation';
import { DEMANDE_LIST_MAX_PER_PAGE } from '../../../domain/schemas/labellisation';
import { useProviderDemandes } from '../../api/labellisation/demandes';
import { SubmissionWizard } from './SubmissionWizard';
import { useProvider } from './useProvider';

/** recognition-requests-submission (SUBMIT_RECOGNITION_REQUEST): the provider's recognitions in introduction, submitted together. */
export function SubmissionScreen() {
  const { t } = useTranslation('labellisation');
  const { id } = useProvider();
  const navigate = useNavigate();
  const inIntroduction = useProviderDemandes(id, { famille: 'reconnaissances', statut: [StatutDemandeLabellisation.EN_INTRODUCTION], sort: 'desc', page: 1, perPage: DEMANDE_LIST_MAX_PER_PAGE });
  const params = { prestataireId: String(id) };
  return (
    <SubmissionWizard
      title={t('submission.title')}
      inIntroduction={inIntroduction}
      path={`/labellisation/prestataires/${id}/soumissions`}
      describe={(d) => ({ label: `${d.reference} — ${d.typeLibelle}`, detail: [d.thematique?.libelle, d.renouvellement?.libelle].filter(Boolean).join(' — ') || undefined })}
      cancel={
        <Link to="/labellisation/prestataire/$prestataireId" params={params} className="btn">
          {t('wizard.cancel')}
        </Link>
      }
      onSubmitted={() => navigate({ to: '/labellisation/prestataire/$prestataireId/recognitions', params })}
    />
  );
}
