import { Link } from '@tanstack/react-router';
import type { DemandeItem } from '../../../domain/wire/labellisation';
import { demandeRoute } from './demande-route';

/** A request's reference as a link to its detail under its provider's route: its recognitions, or its competence validations. */
export function ProviderDemandeLink({ demande }: { demande: DemandeItem }) {
  return <Link {...demandeRoute(demande)}>{demande.reference}</Link>;
}

/** An expert's request under the expert's page (expert/{expertId}/competences/request/{demandeId}). */
export function ExpertDemandeLink({ expertId, demande }: { expertId: number; demande: DemandeItem }) {
  return (
    <Link to="/labellisation/expert/$expertId/competences/request/$demandeId" params={{ expertId: String(expertId), demandeId: String(demande.id) }}>
      {demande.reference}
    </Link>
  );
}
