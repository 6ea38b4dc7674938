import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProviderLabellisation } from '../../../domain/wire/labellisation';

/** "Nouvelle demande" and "Soumettre des demandes", each only when the provider's actions allow it (the routes check the same). */
export function ProviderActionLinks({ prestataireId, nom, actions }: { prestataireId: number; nom: string; actions: ProviderLabellisation['actions'] }) {
  const { t } = useTranslation('labellisation');
  const params = { prestataireId: String(prestataireId) };
  return (
    <>
      {actions.create && (
        <Link to="/labellisation/prestataire/$prestataireId/create-recognition-request" params={params} className="btn btn-primary" aria-label={t('actions.createFor', { nom })}>
          {t('actions.create')}
        </Link>
      )}
      {actions.submit && (
        <Link to="/labellisation/prestataire/$prestataireId/recognition-requests-submission" params={params} className="btn" aria-label={t('actions.submitFor', { nom })}>
          {t('actions.submit')}
        </Link>
      )}
    </>
  );
}
