import { Link } from '@tanstack/react-router';
import type { DemandeItem } from '../../../domain/wire/labellisation';

/** A request's reference as a link to its detail under its provider's route. */
export function ProviderDemandeLink({ demande }: { demande: DemandeItem }) {
  return (
    <Link to="/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId" params={{ prestataireId: String(demande.organisation.id), demandeId: String(demande.id) }}>
      {demande.reference}
    </Link>
  );
}
