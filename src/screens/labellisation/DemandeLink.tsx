import { Link } from '@tanstack/react-router';
import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import type { DemandeItem } from '../../../domain/wire/labellisation';

/** A request's reference as a link to its detail under its provider's route: its recognitions, or its competence validations. */
export function ProviderDemandeLink({ demande }: { demande: DemandeItem }) {
  const params = { prestataireId: String(demande.organisation.id), demandeId: String(demande.id) };
  return demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE ? (
    <Link to="/labellisation/prestataire/$prestataireId/competences-validation/request/$demandeId" params={params}>
      {demande.reference}
    </Link>
  ) : (
    <Link to="/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId" params={params}>
      {demande.reference}
    </Link>
  );
}

/** An expert's request under the expert's page (expert/{expertId}/competences/request/{demandeId}). */
export function ExpertDemandeLink({ expertId, demande }: { expertId: number; demande: DemandeItem }) {
  return (
    <Link to="/labellisation/expert/$expertId/competences/request/$demandeId" params={{ expertId: String(expertId), demandeId: String(demande.id) }}>
      {demande.reference}
    </Link>
  );
}
