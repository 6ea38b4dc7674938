import { TypeDemandeLabellisation } from '../../../domain/labellisation';
import type { DemandeItem } from '../../../domain/wire/labellisation';

type Demande = Pick<DemandeItem, 'id' | 'type' | 'organisation'>;
const isCompetence = (demande: Pick<DemandeItem, 'type'>) => demande.type === TypeDemandeLabellisation.VALIDATION_COMPETENCE;

/** A request's page under its provider: its recognitions, or its experts' competence validations (a link's or a redirect's options). */
export const demandeRoute = (demande: Demande) => {
  const params = { prestataireId: String(demande.organisation.id), demandeId: String(demande.id) };
  return isCompetence(demande)
    ? ({ to: '/labellisation/prestataire/$prestataireId/competences-validation/request/$demandeId', params } as const)
    : ({ to: '/labellisation/prestataire/$prestataireId/recognitions/request/$demandeId', params } as const);
};

/** The submission screen a request of that kind is submitted from, under its provider. */
export const submissionRoute = (demande: Omit<Demande, 'id'>) => {
  const params = { prestataireId: String(demande.organisation.id) };
  return isCompetence(demande)
    ? ({ to: '/labellisation/prestataire/$prestataireId/competence-requests-submission', params } as const)
    : ({ to: '/labellisation/prestataire/$prestataireId/recognition-requests-submission', params } as const);
};
