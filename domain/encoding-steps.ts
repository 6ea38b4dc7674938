import { memberOf } from './member-of';
/**
 * Encoding steps of spec section 3. The ids are the wire values (`EtapeEncodage`); they are not
 * in screen order (DossierFinanciere was added last as 9), hence the separate ranks.
 */
export const EtapeEncodage = {
  DossierAide: 1,
  DossierBeneficiaire: 2,
  DossierPrestataire: 3,
  DossierPrestation: 4,
  DossierSpecificite: 5,
  DossierValidation: 6,
  DossierUpload: 7,
  DossierConfirmation: 8,
  DossierFinanciere: 9,
} as const;

export type EtapeEncodageId = (typeof EtapeEncodage)[keyof typeof EtapeEncodage];

export const isEtapeEncodageId = memberOf<EtapeEncodageId>(Object.values(EtapeEncodage));

/** Order of the steps on screen, used to decide whether a user jumps ahead of the saved step. */
export const ETAPE_RANK: Record<EtapeEncodageId, number> = {
  [EtapeEncodage.DossierAide]: 1,
  [EtapeEncodage.DossierBeneficiaire]: 2,
  [EtapeEncodage.DossierPrestataire]: 3,
  [EtapeEncodage.DossierPrestation]: 4,
  [EtapeEncodage.DossierFinanciere]: 5,
  [EtapeEncodage.DossierSpecificite]: 6,
  [EtapeEncodage.DossierValidation]: 7,
  [EtapeEncodage.DossierUpload]: 8,
  [EtapeEncodage.DossierConfirmation]: 9,
};

/** Negative when a comes before b on screen, zero when equal, positive after. */
export function compareEtapes(a: EtapeEncodageId, b: EtapeEncodageId): number {
  return ETAPE_RANK[a] - ETAPE_RANK[b];
}

/** The dossier steps in screen order. */
export const ETAPES_ENCODAGE_ORDERED: readonly EtapeEncodageId[] = (
  Object.values(EtapeEncodage) as EtapeEncodageId[]
).sort(compareEtapes);

/**
 * Service-report steps (spec section 3). Another reading lists the provider workflow as
 * 999 description, 33 recap, 34 document, 35 confirmation, 36 validation, without
 * PrestaSpecificites; the first statement wins (DESIGN.md), so 100 is kept.
 */
export const EtapePrestation = {
  PrestaDescription: 999,
  PrestaSpecificites: 100,
  PrestaRecapitulatif: 33,
  PrestaDocument: 34,
  PrestaConfirmation: 35,
  PrestaValidation: 36,
} as const;

export type EtapePrestationId = (typeof EtapePrestation)[keyof typeof EtapePrestation];

export const isEtapePrestationId = memberOf<EtapePrestationId>(Object.values(EtapePrestation));

/**
 * Screen order of the report wizard (spec section 2: description 1, specificites 2,
 * recapitulatif 3, documents 4, validation 5, confirmation 6); the ids say nothing about order.
 */
export const ETAPE_PRESTATION_RANK: Record<EtapePrestationId, number> = {
  [EtapePrestation.PrestaDescription]: 1,
  [EtapePrestation.PrestaSpecificites]: 2,
  [EtapePrestation.PrestaRecapitulatif]: 3,
  [EtapePrestation.PrestaDocument]: 4,
  [EtapePrestation.PrestaValidation]: 5,
  [EtapePrestation.PrestaConfirmation]: 6,
};

export function compareEtapesPrestation(a: EtapePrestationId, b: EtapePrestationId): number {
  return ETAPE_PRESTATION_RANK[a] - ETAPE_PRESTATION_RANK[b];
}

/** Workflow steps of the administration (spec section 3). */
export const EtapeWorkflow = {
  Assignation: 60,
  Traitement: 61,
  Signature: 62,
  AnalyseLitige: 63,
} as const;

export type EtapeWorkflowId = (typeof EtapeWorkflow)[keyof typeof EtapeWorkflow];

/**
 * Number of steps of each wizard (spec sections 2 and 9). Where the spec gives a second reading
 * the first statement wins: sign-up has 6 (not 5, the other reading drops the final "confirmed"
 * page) and recognition creation 3 (not 4, the other reading counts the entry screen).
 */
export const WIZARD_STEP_COUNTS = {
  introduction: 10,
  initiation: 6,
  rapportPrestation: 6,
  recognitionCreation: 3,
  recognitionSubmission: 2,
  competenceCreation: 4,
  competenceSubmission: 2,
  completion: 5,
  drcResponse: 2,
  expertCompetenceCreation: 3,
  signup: 6,
  resetPassword: 4,
} as const;
