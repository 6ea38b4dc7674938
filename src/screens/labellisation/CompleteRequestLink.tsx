import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DemandeItem } from '../../../domain/wire/labellisation';

/** The way to a request's completion wizard (spec section 2: complete-request/{demandeId}), named after the request. */
export function CompleteRequestLink({ demande }: { demande: Pick<DemandeItem, 'id' | 'reference'> }) {
  const { t } = useTranslation('labellisation');
  return (
    <Link to="/labellisation/complete-request/$demandeId" params={{ demandeId: String(demande.id) }} className="btn" aria-label={t('submission.completeOf', { reference: demande.reference })}>
      {t('submission.complete')}
    </Link>
  );
}
