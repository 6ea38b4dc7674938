import { TypeOrganisation } from '../../domain/organisation-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { PERMISSIONS } from '../../domain/permissions';
import { dossierSideOf, type DossierCaller } from './dossierScope';

/** The caller with the type of each organisation it is linked to (as the session and whoami give them). */
export interface CreationCaller extends DossierCaller {
  linkedOrganisations: ReadonlyArray<DossierCaller['linkedOrganisations'][number] & { type_organisation_id: number }>;
}

/**
 * The organisations a caller may file a new dossier for, or choose as its side of one (matrix row "create or
 * complete a dossier": A, R, E): as provider its provider organisations, as beneficiary its beneficiary
 * organisations; validated links only. Any other right files none.
 */
export function dossierCreationOrganisations(caller: CreationCaller): number[] {
  const side = dossierSideOf(caller.droitId);
  if (side !== 'prestataire' && side !== 'beneficiaire') return [];
  const type = side === 'prestataire' ? TypeOrganisation.PRESTATAIRE : TypeOrganisation.BENEFICIAIRE;
  const ids = caller.linkedOrganisations
    .filter(
      (l) =>
        l.type_organisation_id === type &&
        l.validation_status === StatutValidationLien.VALIDE &&
        (PERMISSIONS.CREATE_DOSSIER as readonly number[]).includes(l.type_contact_id),
    )
    .map((l) => l.id);
  return [...new Set(ids)];
}
