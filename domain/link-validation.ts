import { memberOf } from './member-of';
/**
 * Validation status of a contact-organisation link (`validation_status`, spec section 3).
 * TOUS (-1) is not a state a link can be in: it is the "all" value of the list filter, which
 * the spec puts in the same enumeration.
 */
export const StatutValidationLien = {
  TOUS: -1,
  EN_ATTENTE: 0,
  VALIDE: 1,
  REFUSE: 2,
} as const;

export type StatutValidationLienId =
  (typeof StatutValidationLien)[keyof typeof StatutValidationLien];

/** The states a stored link can actually be in (filter value excluded). */
export type EtatLienId = Exclude<StatutValidationLienId, typeof StatutValidationLien.TOUS>;

export const ETATS_LIEN: readonly EtatLienId[] = [
  StatutValidationLien.EN_ATTENTE,
  StatutValidationLien.VALIDE,
  StatutValidationLien.REFUSE,
];

/** The statuses a decision on a link sets (the `Statut` of the validate call): never back to pending. */
export const DECISIONS_LIEN = [StatutValidationLien.VALIDE, StatutValidationLien.REFUSE] as const;

export type DecisionLienId = (typeof DECISIONS_LIEN)[number];

export const isDecisionLienId = memberOf<DecisionLienId>(DECISIONS_LIEN);

export const isStatutValidationLienId = memberOf<StatutValidationLienId>(Object.values(StatutValidationLien));

export const isEtatLienId = memberOf<EtatLienId>(ETATS_LIEN);

export const STATUT_VALIDATION_LIEN_LABELS: Record<StatutValidationLienId, string> = {
  [StatutValidationLien.TOUS]: 'Tous',
  [StatutValidationLien.EN_ATTENTE]: 'En attente',
  [StatutValidationLien.VALIDE]: 'Validé',
  [StatutValidationLien.REFUSE]: 'Refusé',
};
