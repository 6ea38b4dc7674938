import { Droit, type DroitId } from './droits';
import { TypeOrganisation } from './organisation-types';
import { StatutValidationLien } from './link-validation';

export interface DroitChoiceInput {
  /** Rights the contact holds. */
  held: readonly number[];
  /** The right asked for (login's droitId, the role query, or a swap). */
  requested?: number | null;
  linkedOrganisations: ReadonlyArray<{ type_organisation_id: number; validation_status: number }>;
}

/** A validated link to a provider organisation is what acting as provider needs. */
export function hasProviderOrganisation(links: DroitChoiceInput['linkedOrganisations']): boolean {
  return links.some(
    (l) => l.type_organisation_id === TypeOrganisation.PRESTATAIRE && l.validation_status === StatutValidationLien.VALIDE,
  );
}

/**
 * The right a session acts under (spec sections 4 and 6). A requested right the contact does not hold is
 * ignored; the default is provider, then beneficiary, then the first right held. A session as provider
 * without a provider organisation is switched to beneficiary, as the spec says, literally: even when the
 * contact holds only the provider right (its provider link may still be pending), because a provider
 * session without an organisation could see nothing at all. Null when the contact holds no right.
 */
export function chooseDroit({ held, requested, linkedOrganisations }: DroitChoiceInput): DroitId | null {
  // Stryker disable next-line ConditionalExpression: equivalent; with no right held the search below finds none and answers null too.
  if (held.length === 0) return null;
  const preferred = [requested, Droit.Prestataire, Droit.Beneficiaire, ...held].find(
    // Stryker disable next-line ConditionalExpression: equivalent; the rights held are numbers, which never include null or undefined.
    (d): d is DroitId => d != null && held.includes(d),
  );
  // Stryker disable next-line ConditionalExpression: equivalent; a contact holding a right always finds one (the list ends with them), this narrows the type.
  if (preferred === undefined) return null;
  if (preferred === Droit.Prestataire && !hasProviderOrganisation(linkedOrganisations)) return Droit.Beneficiaire;
  return preferred;
}
