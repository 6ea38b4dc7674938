import { TypeOrganisation } from '../../domain/organisation-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { PERMISSIONS } from '../../domain/permissions';
import { dossierSideOf, type DossierCaller, type DossierSide } from './dossierScope';

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

/** What the pick rule reads of an organisation. */
export interface PartyCandidate {
  id: number;
  typeOrganisationId: number;
  plateformeId: number;
  actif: boolean;
}

/**
 * Whether the caller may name the organisation as that party of a dossier in its wizard, as the wizard's
 * look-ups offer it: on its own side, only an organisation it files for; as provider, any beneficiary (its
 * search identifies any by number); as beneficiary, an active provider of the platform. The eligibility
 * look-ups answer about these only, so that no one learns of other organisations by trying ids.
 */
export function mayPickParty(caller: CreationCaller, party: Exclude<DossierSide, 'gestion'>, organisation: PartyCandidate, plateformeId: number): boolean {
  const type = party === 'prestataire' ? TypeOrganisation.PRESTATAIRE : TypeOrganisation.BENEFICIAIRE;
  if (organisation.typeOrganisationId !== type) return false;
  const side = dossierSideOf(caller.droitId);
  if (side === party) return dossierCreationOrganisations(caller).includes(organisation.id);
  if (side === 'prestataire') return true;
  return side === 'beneficiaire' && organisation.actif && organisation.plateformeId === plateformeId;
}
