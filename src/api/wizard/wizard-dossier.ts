import type { DossierDetail } from '../dossiers/types';
import { isTypeContactId } from '../../../domain/contact-types';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { WizardDossier } from '../../../machines/access/wizardAccess';

/** What the wizard guard reads of a dossier, from the detail every wizard call answers (machines/access/wizardAccess.ts). */
export function toWizardDossier(detail: DossierDetail): WizardDossier {
  return {
    statut: detail.StatutDossierId,
    etapeEncodage: detail.EtapeEncodage,
    hasCompetences: detail.x_competences.length > 0,
    providerContactTypes: detail.x_contacts
      .filter((c) => c.TypeOrganisationId === TypeOrganisation.PRESTATAIRE)
      .map((c) => c.TypeContactId)
      .filter(isTypeContactId),
  };
}
