import { TypeContact, type TypeContactId } from './contact-types';
import { EtapeEncodage, type EtapeEncodageId } from './encoding-steps';
// Its own module: the whole labellisation vocabulary would otherwise load with the first page.
import { LabellisationAction } from './labellisation-actions';

/**
 * Actions of the per-organisation permission matrix (spec section 6), one per item of each row.
 * The value is the name, so the same string identifies an action in routes, guards and the API.
 */
export const Action = {
  // Row A, R, E, I
  LIST_BENEFICIARIES: 'LIST_BENEFICIARIES',
  EDIT_OWN_PROFILE: 'EDIT_OWN_PROFILE',
  TOGGLE_PROJECT_HOLDER: 'TOGGLE_PROJECT_HOLDER',
  REQUEST_LINK: 'REQUEST_LINK',
  DELETE_LINK: 'DELETE_LINK',
  VIEW_LINKED_ORGANISATIONS: 'VIEW_LINKED_ORGANISATIONS',
  VIEW_ORGANISATION: 'VIEW_ORGANISATION',
  VIEW_CHEQUES: 'VIEW_CHEQUES',
  VIEW_EXPERTS: 'VIEW_EXPERTS',
  VIEW_DOSSIER: 'VIEW_DOSSIER',
  VIEW_REPORT: 'VIEW_REPORT',
  VIEW_RECOGNITION_REQUESTS: 'VIEW_RECOGNITION_REQUESTS',
  VIEW_COMPETENCE_VALIDATIONS: 'VIEW_COMPETENCE_VALIDATIONS',
  // Row A, R, E
  DUPLICATE_DOSSIER: 'DUPLICATE_DOSSIER',
  DELETE_DOSSIER: 'DELETE_DOSSIER',
  CANCEL_DOSSIER: 'CANCEL_DOSSIER',
  CREATE_DOSSIER: 'CREATE_DOSSIER',
  COMPLETE_DOSSIER: 'COMPLETE_DOSSIER',
  INTRO_STEPS: 'INTRO_STEPS',
  EDIT_REPORT: 'EDIT_REPORT',
  VALIDATE_SERVICE: 'VALIDATE_SERVICE',
  MANAGE_DOCUMENTS: 'MANAGE_DOCUMENTS',
  SUBMIT_TO_BENEFICIARY: 'SUBMIT_TO_BENEFICIARY',
  COMPLETE_DRC_ANSWER: 'COMPLETE_DRC_ANSWER',
  CREATE_EXPERT_COMPETENCE_VALIDATION: LabellisationAction.CREATE_EXPERT_COMPETENCE_VALIDATION,
  // Row A, R
  CREATE_BENEFICIARY: 'CREATE_BENEFICIARY',
  CREATE_RECOGNITION_REQUEST: LabellisationAction.CREATE_RECOGNITION_REQUEST,
  COMPLETE_RECOGNITION_REQUEST: 'COMPLETE_RECOGNITION_REQUEST',
  COMPLETE_EXPERT_COMPETENCE_VALIDATION: 'COMPLETE_EXPERT_COMPETENCE_VALIDATION',
  // Row A, R, I
  VIEW_RECOGNITION_REQUEST_DETAILS: 'VIEW_RECOGNITION_REQUEST_DETAILS',
  VIEW_COMPETENCE_VALIDATION_REQUESTS: 'VIEW_COMPETENCE_VALIDATION_REQUESTS',
  // Row A only
  EDIT_ORGANISATION: 'EDIT_ORGANISATION',
  MANAGE_ADDRESS: 'MANAGE_ADDRESS',
  MANAGE_CONTACT_LINKS: 'MANAGE_CONTACT_LINKS',
  VALIDATE_LINK_REQUEST: 'VALIDATE_LINK_REQUEST',
  DELETE_ORGANISATION: 'DELETE_ORGANISATION',
  SUBMIT_DOSSIER_INTRO: 'SUBMIT_DOSSIER_INTRO',
  EDIT_INVOICE: 'EDIT_INVOICE',
  SUBMIT_RECOGNITION_REQUEST: LabellisationAction.SUBMIT_RECOGNITION_REQUEST,
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: LabellisationAction.SUBMIT_EXPERT_COMPETENCE_VALIDATION,
} as const;

export type ActionName = keyof typeof Action;

const { AUTORITE: A, REFERENCE: R, EXPERT: E, INFORMATION: I } = TypeContact;
const ARE_I = [A, R, E, I] as const;
const ARE = [A, R, E] as const;
const AR = [A, R] as const;
const ARI = [A, R, I] as const;
const A_ONLY = [A] as const;

/**
 * The matrix itself: which contact types (in the organisation concerned) may do each action.
 * Technical contacts appear in no row. Some rules of section 6 are narrower than a row
 * ("only an authority contact of the provider may finish creating a dossier and submit a
 * performance to the beneficiary", "only the authority beneficiary validates or refuses a
 * performance", "only a contact assigned to a request may answer a DRC"): they depend on which
 * organisation and which assignment, so the guards apply them on top of this table.
 */
export const PERMISSIONS: Record<ActionName, readonly TypeContactId[]> = {
  LIST_BENEFICIARIES: ARE_I,
  EDIT_OWN_PROFILE: ARE_I,
  TOGGLE_PROJECT_HOLDER: ARE_I,
  REQUEST_LINK: ARE_I,
  DELETE_LINK: ARE_I,
  VIEW_LINKED_ORGANISATIONS: ARE_I,
  VIEW_ORGANISATION: ARE_I,
  VIEW_CHEQUES: ARE_I,
  VIEW_EXPERTS: ARE_I,
  VIEW_DOSSIER: ARE_I,
  VIEW_REPORT: ARE_I,
  VIEW_RECOGNITION_REQUESTS: ARE_I,
  VIEW_COMPETENCE_VALIDATIONS: ARE_I,

  DUPLICATE_DOSSIER: ARE,
  DELETE_DOSSIER: ARE,
  CANCEL_DOSSIER: ARE,
  CREATE_DOSSIER: ARE,
  COMPLETE_DOSSIER: ARE,
  INTRO_STEPS: ARE,
  EDIT_REPORT: ARE,
  VALIDATE_SERVICE: ARE,
  MANAGE_DOCUMENTS: ARE,
  SUBMIT_TO_BENEFICIARY: ARE,
  COMPLETE_DRC_ANSWER: ARE,
  CREATE_EXPERT_COMPETENCE_VALIDATION: ARE,

  CREATE_BENEFICIARY: AR,
  CREATE_RECOGNITION_REQUEST: AR,
  COMPLETE_RECOGNITION_REQUEST: AR,
  COMPLETE_EXPERT_COMPETENCE_VALIDATION: AR,

  VIEW_RECOGNITION_REQUEST_DETAILS: ARI,
  VIEW_COMPETENCE_VALIDATION_REQUESTS: ARI,

  EDIT_ORGANISATION: A_ONLY,
  MANAGE_ADDRESS: A_ONLY,
  MANAGE_CONTACT_LINKS: A_ONLY,
  VALIDATE_LINK_REQUEST: A_ONLY,
  DELETE_ORGANISATION: A_ONLY,
  SUBMIT_DOSSIER_INTRO: A_ONLY,
  EDIT_INVOICE: A_ONLY,
  SUBMIT_RECOGNITION_REQUEST: A_ONLY,
  SUBMIT_EXPERT_COMPETENCE_VALIDATION: A_ONLY,
};

/** "Viewing a dossier as provider-edit requires being Authority or Reference of the provider" (sections 2 and 6). */
export const DOSSIER_EDIT_TYPES_CONTACT: readonly TypeContactId[] = AR;

/**
 * The narrower rules of section 6 that the guards apply on top of a row: "only an authority contact of
 * the provider may finish creating a dossier and submit a performance to the beneficiary", "only the
 * authority beneficiary validates or refuses a performance".
 */
export const AUTHORITY_ONLY_TYPES_CONTACT: readonly TypeContactId[] = A_ONLY;

export const ALL_ACTIONS = Object.keys(Action) as ActionName[];

export function isActionName(v: unknown): v is ActionName {
  return typeof v === 'string' && Object.hasOwn(Action, v);
}

/** A caller with no contact type in the organisation (not linked) may do nothing. */
export function isAllowed(
  action: ActionName,
  typeContact: TypeContactId | null | undefined,
): boolean {
  if (typeContact == null) return false;
  return PERMISSIONS[action].includes(typeContact);
}

export function allowedActions(typeContact: TypeContactId | null | undefined): ActionName[] {
  return ALL_ACTIONS.filter((action) => isAllowed(action, typeContact));
}

/**
 * The step conditions written in the matrix: "duplicate or delete a dossier at step 1, cancel at
 * step 3". We read "step" as the dossier's encoding step (`EtapeEncodage`), the only numbered
 * steps a dossier carries besides its wizard screens: step 1 is DossierAide (the voucher is
 * barely chosen, nothing sent yet) and step 3 is DossierPrestataire (the dossier has reached the
 * provider, who may cancel it with a justification while it is in introduction). "At" is read as
 * "exactly at": a dossier past that step no longer offers the action.
 */
export const DOSSIER_ACTION_STEP = {
  DUPLICATE_DOSSIER: EtapeEncodage.DossierAide,
  DELETE_DOSSIER: EtapeEncodage.DossierAide,
  CANCEL_DOSSIER: EtapeEncodage.DossierPrestataire,
} as const satisfies Partial<Record<ActionName, EtapeEncodageId>>;

export type DossierStepAction = keyof typeof DOSSIER_ACTION_STEP;

export function isAtDossierActionStep(action: DossierStepAction, etape: EtapeEncodageId): boolean {
  return DOSSIER_ACTION_STEP[action] === etape;
}
