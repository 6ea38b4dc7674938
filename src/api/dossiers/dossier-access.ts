import type { DossierForAccess } from '../../../machines/access/dossierActions';
import type { DossierDetail } from './types';

/** What the access rules read of a dossier (machines/access/dossierActions.ts), from its detail as the server sends it. */
export function toDossierForAccess(detail: DossierDetail): DossierForAccess {
  return {
    statut: detail.StatutDossierId,
    etapeEncodage: detail.EtapeEncodage,
    anciennePlateforme: detail.anciennePlateforme,
    beneficiaireId: detail.beneficiaire?.id ?? null,
    prestataireId: detail.prestataire?.id ?? null,
    rapportSoumis: detail.rapport.soumisLe !== null,
    contactIds: [...new Set(detail.x_contacts.map((c) => c.ContactId))],
  };
}
