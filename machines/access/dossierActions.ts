import { DOSSIER_ACTIONS, type DossierAction, type DossierForAccess } from '../../domain/dossier-actions';
import { compareEtapes, EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import {
  AUTHORITY_ONLY_TYPES_CONTACT,
  DOSSIER_ACTION_STEP,
  DOSSIER_EDIT_TYPES_CONTACT,
  PERMISSIONS,
} from '../../domain/permissions';
import { dossierStatusAnswers, type DossierStatusAnswers } from '../dossierStatus.answers';
import type { DossierStatusSnapshot } from '../dossierStatus.state';
import type { DossierStatusUserEventType } from '../dossierStatus.types';
import { dossierScope, dossierSideOf, isInDossierScope, typesContactIn, type DossierCaller, type DossierSide } from './dossierScope';

export type { DossierForAccess };

export interface PartyRule {
  /** Contact types allowed in that side's organisation: a row of the matrix or a narrower rule. */
  types: readonly number[];
  /** "Only a contact assigned to a request may answer a DRC." */
  assignedOnly?: boolean;
  /** The report's validation "is open to a provider only when provider and beneficiary are the same organisation". */
  sameOrganisationOnly?: boolean;
  /** A condition on the dossier that holds for this side only. */
  state?: (dossier: DossierForAccess) => boolean;
}

interface ActionRule {
  prestataire?: PartyRule;
  beneficiaire?: PartyRule;
  /** Managers need no contact type: their right is enough. */
  gestion?: true;
  /** The status change the action asks for: offered only while the machine accepts it. */
  event?: DossierStatusUserEventType;
  /** The matrix's "at step N" (domain/permissions.ts reads it as exactly that encoding step). */
  step?: EtapeEncodageId;
  /** A condition on the state that is not an event of the machine. */
  state?: (snapshot: DossierStatusSnapshot, dossier: DossierForAccess) => boolean;
}

const inIntroduction = (snapshot: DossierStatusSnapshot) => snapshot.matches('introduction');
const inServiceConfirmed = (snapshot: DossierStatusSnapshot) => snapshot.matches('serviceConfirmed');

/**
 * The spec's wizard guard: "for a beneficiary whose saved step is prestation or later, [...] the dossier
 * has been sent to the provider", after which the beneficiary only reads its recap.
 */
export function isSentToProvider(etapeEncodage: EtapeEncodageId): boolean {
  return compareEtapes(etapeEncodage, EtapeEncodage.DossierPrestation) >= 0;
}

const party = (types: readonly number[], extra: Omit<PartyRule, 'types'> = {}): PartyRule => ({ types, ...extra });
const authority = (extra: Omit<PartyRule, 'types'> = {}) => party(AUTHORITY_ONLY_TYPES_CONTACT, extra);

/**
 * Every dossier action, who may take it and when (spec sections 2, 4 and 6). The manager decisions
 * exist so that a dossier can live its whole life in the product.
 */
const RULES = {
  view: { prestataire: party(PERMISSIONS.VIEW_DOSSIER), beneficiaire: party(PERMISSIONS.VIEW_DOSSIER), gestion: true },
  complete: {
    prestataire: party(PERMISSIONS.COMPLETE_DOSSIER),
    beneficiaire: party(PERMISSIONS.COMPLETE_DOSSIER, { state: (dossier) => !isSentToProvider(dossier.etapeEncodage) }),
    state: inIntroduction,
  },
  reply: { prestataire: party(PERMISSIONS.COMPLETE_DRC_ANSWER, { assignedOnly: true }), event: 'COMPLETE_INFORMATION' },
  edit: { prestataire: party(DOSSIER_EDIT_TYPES_CONTACT), event: 'EDIT_DOSSIER' },
  duplicate: {
    prestataire: party(PERMISSIONS.DUPLICATE_DOSSIER),
    beneficiaire: party(PERMISSIONS.DUPLICATE_DOSSIER),
    step: DOSSIER_ACTION_STEP.DUPLICATE_DOSSIER,
  },
  delete: {
    prestataire: party(PERMISSIONS.DELETE_DOSSIER),
    beneficiaire: party(PERMISSIONS.DELETE_DOSSIER),
    step: DOSSIER_ACTION_STEP.DELETE_DOSSIER,
    event: 'DELETE_DOSSIER',
  },
  cancel: { prestataire: party(PERMISSIONS.CANCEL_DOSSIER), step: DOSSIER_ACTION_STEP.CANCEL_DOSSIER, event: 'CANCEL_INTRODUCED' },
  // Choice: the introduction is validated from its recap screen, whose saved step is DossierValidation.
  validateIntroduction: { prestataire: party(PERMISSIONS.INTRO_STEPS), step: EtapeEncodage.DossierValidation, event: 'VALIDATE_INTRODUCTION' },
  submitIntroduction: { prestataire: party(PERMISSIONS.SUBMIT_DOSSIER_INTRO), event: 'SUBMIT_INTRODUCTION' },
  // The introduction's documents are uploaded once its data is locked (the wizards' documents screens), by either side.
  manageDocuments: {
    prestataire: party(PERMISSIONS.MANAGE_DOCUMENTS),
    beneficiaire: party(PERMISSIONS.MANAGE_DOCUMENTS),
    state: (snapshot) => snapshot.matches({ introduction: 'dataLocked' }),
  },
  // Choice: once the dossier is with the provider, the beneficiary may still write to it (POST /askPrestataire).
  askPrestataire: {
    beneficiaire: party(PERMISSIONS.COMPLETE_DOSSIER, { state: (dossier) => dossier.prestataireId !== null && isSentToProvider(dossier.etapeEncodage) }),
    state: inIntroduction,
  },
  // The service report (/rapportPrestation): its data while it is written, its documents until the beneficiary
  // decides ("while unvalidated, documents can be resubmitted"), the invoice by an Authority only (section 6).
  editReport: { prestataire: party(PERMISSIONS.EDIT_REPORT), state: (snapshot) => snapshot.matches({ serviceConfirmed: 'reportInProgress' }) },
  manageReportDocuments: { prestataire: party(PERMISSIONS.MANAGE_DOCUMENTS), state: inServiceConfirmed },
  editInvoice: { prestataire: party(PERMISSIONS.EDIT_INVOICE), state: inServiceConfirmed },
  submitReport: { prestataire: authority(), event: 'SUBMIT_REPORT_TO_BENEFICIARY' },
  validateReport: {
    beneficiaire: authority(),
    prestataire: authority({ sameOrganisationOnly: true }),
    event: 'BENEFICIARY_VALIDATES_REPORT',
  },
  refuseReport: {
    beneficiaire: authority(),
    prestataire: authority({ sameOrganisationOnly: true }),
    event: 'BENEFICIARY_REFUSES_REPORT',
  },
  // Choice: cancelling a performance moves money back, so it is the provider Authority's decision.
  cancelServiceByProvider: { prestataire: authority(), event: 'CANCEL_SERVICE_BY_PROVIDER' },
  declareAdmissible: { gestion: true, event: 'DECLARE_ADMISSIBLE' },
  declareInadmissible: { gestion: true, event: 'DECLARE_INADMISSIBLE' },
  askInformation: { gestion: true, event: 'ASK_INFORMATION' },
  registerSharePayment: { gestion: true, event: 'REGISTER_SHARE_PAYMENT' },
  approveService: { gestion: true, event: 'APPROVE_SERVICE' },
  cancelService: { gestion: true, event: 'CANCEL_SERVICE' },
  cancelAndSettle: { gestion: true, event: 'CANCEL_AND_SETTLE' },
  settle: { gestion: true, event: 'SETTLE' },
  cancelAfterSettlement: { gestion: true, event: 'CANCEL_AFTER_SETTLEMENT' },
  markObsolete: { gestion: true, event: 'MARK_OBSOLETE' },
} satisfies Record<DossierAction, ActionRule>;

export { DOSSIER_ACTIONS, type DossierAction };

/** The sides whose callers the action's rule names at all: the first gate of its route, before the dossier is read. */
export function dossierActionSides(action: DossierAction): DossierSide[] {
  const rule: ActionRule = RULES[action];
  return (['prestataire', 'beneficiaire', 'gestion'] as const).filter((side) => rule[side] !== undefined);
}

/** The event a status-changing action sends, for the server's transition routes. */
export function dossierActionEvent(action: DossierAction): DossierStatusUserEventType | undefined {
  return (RULES[action] as ActionRule).event;
}

/**
 * Why an action is refused, so that the server answers with the right status: `forbidden` (403,
 * the caller's right or contact type), `readOnly` (403, a dossier of the older platform), or
 * `invalidState` (409 InvalidTransition, the status or step does not allow it).
 */
export type DossierActionVerdict = 'allowed' | 'forbidden' | 'readOnly' | 'invalidState';

/** What every action's verdict reads, worked out once per dossier and caller rather than once per action. */
interface Situation {
  dossier: DossierForAccess;
  caller: DossierCaller;
  side: DossierSide | null;
  machine: DossierStatusAnswers;
  visible: boolean;
}

function situationOf(dossier: DossierForAccess, caller: DossierCaller): Situation {
  return {
    dossier,
    caller,
    side: dossierSideOf(caller.droitId),
    machine: dossierStatusAnswers(dossier),
    visible: isInDossierScope(dossierScope(caller), dossier),
  };
}

/**
 * Whether the caller may take the action at all, the dossier's state aside: its right gives it a side the rule
 * names, and on a party's side a contact type of the rule in that organisation (assigned, or the same organisation
 * on both sides, where the rule asks). Null when it may not; else the side's own condition on the dossier, if any.
 */
function standing(rule: ActionRule, { dossier, caller, side, visible }: Situation): { sideState?: PartyRule['state'] } | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a short cut: a right without a side names no rule below, and a caller outside the dossier's scope holds no validated link to its parties, so fails the contact-type check.
  if (side === null || !visible) return null;
  if (side === 'gestion') return rule.gestion ? {} : null;
  const partyRule = rule[side];
  if (!partyRule) return null;
  const organisationId = side === 'prestataire' ? dossier.prestataireId : dossier.beneficiaireId;
  if (!typesContactIn(caller, organisationId).some((type) => partyRule.types.includes(type))) return null;
  if (partyRule.assignedOnly && !dossier.contactIds.includes(caller.contactId)) return null;
  if (partyRule.sameOrganisationOnly && dossier.prestataireId !== dossier.beneficiaireId) return null;
  return { sideState: partyRule.state };
}

function verdictOf(action: DossierAction, situation: Situation): DossierActionVerdict {
  const { dossier, machine } = situation;
  const rule: ActionRule = RULES[action];
  const granted = standing(rule, situation);
  if (!granted) return 'forbidden';
  const { sideState } = granted;
  // Dossiers of the older platform are read-only: everything but viewing is refused.
  if (action !== 'view' && dossier.anciennePlateforme) return 'readOnly';
  if (rule.step !== undefined && dossier.etapeEncodage !== rule.step) return 'invalidState';
  if (rule.state && !rule.state(machine.snapshot, dossier)) return 'invalidState';
  if (sideState && !sideState(dossier)) return 'invalidState';
  if (rule.event && !machine.accepts(rule.event)) return 'invalidState';
  return 'allowed';
}

/** The action whose status change a user sends as this event; none for the events the platform's scheduler sends. */
export function dossierActionOfEvent(event: string): DossierAction | undefined {
  return DOSSIER_ACTIONS.find((action) => dossierActionEvent(action) === event);
}

/** Who the action's rule admits, for a report that says what was expected: the managers, and each party's contact types and conditions. */
export function dossierActionAuthors(action: DossierAction): Pick<ActionRule, 'gestion' | 'prestataire' | 'beneficiaire'> {
  const { gestion, prestataire, beneficiaire }: ActionRule = RULES[action];
  return { gestion, prestataire, beneficiaire };
}

/** Whether the caller held the right and the contact type to take the action on this dossier, whatever its state (the history's audit). */
export function mayTakeDossierAction(action: DossierAction, dossier: DossierForAccess, caller: DossierCaller): boolean {
  return standing(RULES[action], situationOf(dossier, caller)) !== null;
}

export function dossierActionVerdict(action: DossierAction, dossier: DossierForAccess, caller: DossierCaller): DossierActionVerdict {
  return verdictOf(action, situationOf(dossier, caller));
}

/** Which actions the caller is offered on the dossier: what the list items and the detail carry as `actions`. */
export function dossierActions(dossier: DossierForAccess, caller: DossierCaller): Record<DossierAction, boolean> {
  const situation = situationOf(dossier, caller);
  return Object.fromEntries(
    DOSSIER_ACTIONS.map((action) => [action, verdictOf(action, situation) === 'allowed']),
  ) as Record<DossierAction, boolean>;
}

/**
 * The facts a caller's verdicts read, as a key: a manager's (or a right without a side's) read the dossier's
 * state alone, a party's also the parties and the assigned contacts (its contact types, `assignedOnly`).
 */
function verdictFactsKey(dossier: DossierForAccess, side: DossierSide | null): string {
  const state = `${dossier.statut}|${dossier.etapeEncodage}|${dossier.rapportSoumis}|${dossier.anciennePlateforme}`;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a right without a side is refused everything, so the longer key gives the same answers.
  return side === 'gestion' || side === null ? state : `${state}|${dossier.prestataireId}|${dossier.beneficiaireId}|${dossier.contactIds.join(',')}`;
}

/**
 * A manager's actions read the dossier's state alone: kept across answers (the states are few), per right, so that
 * a rule that one day told the managing rights apart could not hand one right's actions to another.
 */
const managersActions = new Map<string, Record<DossierAction, boolean>>();

/**
 * `dossierActions` for the dossiers of one answer (a page of the list): the dossiers whose verdicts read the
 * same facts share one record, worked out once, instead of thirty verdicts per row.
 */
export function dossierActionsOfPage(caller: DossierCaller): (dossier: DossierForAccess) => Record<DossierAction, boolean> {
  const side = dossierSideOf(caller.droitId);
  const known = side === 'gestion' ? managersActions : new Map<string, Record<DossierAction, boolean>>();
  return (dossier) => {
    const key = `${caller.droitId}|${verdictFactsKey(dossier, side)}`;
    let actions = known.get(key);
    // Stryker disable next-line ConditionalExpression: a memo only: without it the actions are worked out again, the same.
    if (!actions) {
      actions = Object.freeze(dossierActions(dossier, caller));
      known.set(key, actions);
    }
    return actions;
  };
}
