import { isTypeContactId, type TypeContactId } from '../domain/contact-types';
import { StatutValidationLien } from '../domain/link-validation';
import { TypeOrganisation } from '../domain/organisation-types';
import type { WizardKind } from '../domain/wizard-steps';
import type { CreationCaller } from './access/dossierCreation';
import { typesContactIn, type DossierCaller } from './access/dossierScope';

/** The organisation of the caller's side in each wizard: a provider introduces, a beneficiary initiates. */
const SIDE_ORGANISATION_TYPE: Record<WizardKind, number> = {
  introduction: TypeOrganisation.PRESTATAIRE,
  initiation: TypeOrganisation.BENEFICIAIRE,
};

/**
 * The machine's `userContactTypes`: the caller's types in its side's organisation of the dossier, or, for a
 * dossier not created yet (`sideOrganisationId` undefined), in every organisation of that kind it is linked to.
 */
export function wizardContactTypes(wizard: WizardKind, caller: CreationCaller, sideOrganisationId?: number | null): TypeContactId[] {
  const types =
    sideOrganisationId !== undefined
      ? typesContactIn(caller, sideOrganisationId)
      : caller.linkedOrganisations
          .filter((l) => l.type_organisation_id === SIDE_ORGANISATION_TYPE[wizard] && l.validation_status === StatutValidationLien.VALIDE)
          .map((l) => l.type_contact_id);
  return [...new Set(types)].filter(isTypeContactId);
}

/** The organisation of the caller's side in a stored dossier: its provider in the introduction, its beneficiary in the initiation. */
export function sideOrganisationOf(wizard: WizardKind, dossier: { prestataireId: number | null; beneficiaireId: number | null }): number | null {
  return wizard === 'introduction' ? dossier.prestataireId : dossier.beneficiaireId;
}

/** The caller's contact types in its side's organisation of a stored dossier: what the server restores the wizard with. */
export function storedDossierContactTypes(wizard: WizardKind, caller: DossierCaller, dossier: { prestataireId: number | null; beneficiaireId: number | null }): TypeContactId[] {
  return [...new Set(typesContactIn(caller, sideOrganisationOf(wizard, dossier)))].filter(isTypeContactId);
}
