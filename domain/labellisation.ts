/**
 * Labellisation vocabulary (spec sections 3, 4 and 6). The spec names request states, decisions,
 * renewal types and labellisation statuses without ids: 1.. in the order it lists them is our
 * choice. Only the expert-voucher statuses (32-37) carry the spec's own ids.
 */
export const StatutDemandeLabellisation = {
  EN_INTRODUCTION: 1,
  EN_EXAMEN: 2,
  CLOTUREE: 3,
  COMPLETEE: 4,
  EN_DRC: 5,
  ARCHIVEE: 6,
} as const;

export type StatutDemandeLabellisationId =
  (typeof StatutDemandeLabellisation)[keyof typeof StatutDemandeLabellisation];

export const STATUT_DEMANDE_LABELLISATION_LABELS: Record<StatutDemandeLabellisationId, string> = {
  [StatutDemandeLabellisation.EN_INTRODUCTION]: 'En introduction',
  [StatutDemandeLabellisation.EN_EXAMEN]: 'En examen',
  [StatutDemandeLabellisation.CLOTUREE]: 'Clôturée',
  [StatutDemandeLabellisation.COMPLETEE]: 'Complétée',
  [StatutDemandeLabellisation.EN_DRC]: 'En DRC',
  [StatutDemandeLabellisation.ARCHIVEE]: 'Archivée',
};

export const DecisionLabellisation = {
  VALIDEE: 1,
  REFUSEE: 2,
  CLOTUREE_SANS_SUITE: 3,
} as const;

export type DecisionLabellisationId =
  (typeof DecisionLabellisation)[keyof typeof DecisionLabellisation];

export const DECISION_LABELLISATION_LABELS: Record<DecisionLabellisationId, string> = {
  [DecisionLabellisation.VALIDEE]: 'Validée',
  [DecisionLabellisation.REFUSEE]: 'Refusée',
  [DecisionLabellisation.CLOTUREE_SANS_SUITE]: 'Clôturée sans suite',
};

export const TypeRenouvellement = {
  SIMPLE: 1,
  COMPLET: 2,
} as const;

export type TypeRenouvellementId = (typeof TypeRenouvellement)[keyof typeof TypeRenouvellement];

export const TYPE_RENOUVELLEMENT_LABELS: Record<TypeRenouvellementId, string> = {
  [TypeRenouvellement.SIMPLE]: 'Renouvellement simple',
  [TypeRenouvellement.COMPLET]: 'Renouvellement complet',
};

/** Spec: enabled (valid), disabled (suspended), expired; the labels use the words in brackets. */
export const StatutLabellisation = {
  ACTIVE: 1,
  DESACTIVEE: 2,
  EXPIREE: 3,
} as const;

export type StatutLabellisationId = (typeof StatutLabellisation)[keyof typeof StatutLabellisation];

export const STATUT_LABELLISATION_LABELS: Record<StatutLabellisationId, string> = {
  [StatutLabellisation.ACTIVE]: 'Valide',
  [StatutLabellisation.DESACTIVEE]: 'Suspendue',
  [StatutLabellisation.EXPIREE]: 'Expirée',
};

/** Expert-voucher statuses with the spec's ids. */
export const StatutChequeExpert = {
  EN_ANALYSE: 32,
  EN_RENOUVELLEMENT: 33,
  ELIGIBLE: 34,
  REFUSE: 35,
  EXPIRE: 36,
  SUPPRIME: 37,
} as const;

export type StatutChequeExpertId = (typeof StatutChequeExpert)[keyof typeof StatutChequeExpert];

export const STATUT_CHEQUE_EXPERT_LABELS: Record<StatutChequeExpertId, string> = {
  [StatutChequeExpert.EN_ANALYSE]: 'En analyse',
  [StatutChequeExpert.EN_RENOUVELLEMENT]: 'En renouvellement',
  [StatutChequeExpert.ELIGIBLE]: 'Éligible',
  [StatutChequeExpert.REFUSE]: 'Refusé',
  [StatutChequeExpert.EXPIRE]: 'Expiré',
  [StatutChequeExpert.SUPPRIME]: 'Supprimé',
};

export { LabellisationAction, type LabellisationActionName } from './labellisation-actions';

/**
 * What a labellisation request asks for (spec section 4 names the three; their ids are ours):
 * - a recognition: to be labelled on a thematic;
 * - a system access: to enter the voucher system at all, which a recognition outside the restricted
 *   context needs (submitted with it, or already granted);
 * - a thematic access: an addition to a recognition of the same submission, never submitted alone;
 * - an expert competence validation: competences of one of its experts, each on a thematic the provider
 *   holds a valid recognition on (spec section 4), submitted in groups of their own.
 */
export const TypeDemandeLabellisation = {
  RECONNAISSANCE: 1,
  ACCES_SYSTEME: 2,
  ACCES_THEMATIQUE: 3,
  VALIDATION_COMPETENCE: 4,
} as const;

export type TypeDemandeLabellisationId = (typeof TypeDemandeLabellisation)[keyof typeof TypeDemandeLabellisation];

export const TYPE_DEMANDE_LABELLISATION_LABELS: Record<TypeDemandeLabellisationId, string> = {
  [TypeDemandeLabellisation.RECONNAISSANCE]: 'Reconnaissance thématique',
  [TypeDemandeLabellisation.ACCES_SYSTEME]: 'Accès au dispositif',
  [TypeDemandeLabellisation.ACCES_THEMATIQUE]: 'Accès thématique',
  [TypeDemandeLabellisation.VALIDATION_COMPETENCE]: "Validation de compétences d'expert",
};

/** An opinion a reference or advice centre gives on a request in examination (our ids; the spec shows none). */
export const AvisLabellisation = {
  FAVORABLE: 1,
  DEFAVORABLE: 2,
} as const;

export type AvisLabellisationId = (typeof AvisLabellisation)[keyof typeof AvisLabellisation];

export const AVIS_LABELLISATION_LABELS: Record<AvisLabellisationId, string> = {
  [AvisLabellisation.FAVORABLE]: 'Favorable',
  [AvisLabellisation.DEFAVORABLE]: 'Défavorable',
};

/** The recognition request creation's steps with an address, in order (spec section 2: thematic, validation, confirmation). */
export const RECOGNITION_REQUEST_STEPS = ['thematic', 'validation', 'confirmation'] as const;
export type RecognitionRequestStep = (typeof RECOGNITION_REQUEST_STEPS)[number];

/** A group submission's steps with an address, in order (spec section 2: selection, confirmation). */
export const REQUEST_SUBMISSION_STEPS = ['selection', 'confirmation'] as const;
export type RequestSubmissionStep = (typeof REQUEST_SUBMISSION_STEPS)[number];
