import { transition, type SnapshotFrom, type StateValue } from 'xstate';
import { EtapePrestation, type EtapePrestationId } from '../domain/encoding-steps';
import type { ReportScreen } from '../domain/service-report-screens';
import { reportScreenWhere } from './access/serviceReportAccess';
import type { DocumentEventType } from './document.machine';
import { serviceReportMachine, type ReportVisit, type ServiceReportEvent } from './serviceReport.machine';
import { storedStatusMapping } from './stored-status';
import { takesTransition } from './transition-taken';

/** The machine's top-level state for each saved step of the report (spec section 3, service-report steps). */
export const STATE_BY_ETAPE = {
  [EtapePrestation.PrestaDescription]: 'description',
  [EtapePrestation.PrestaSpecificites]: 'specificites',
  [EtapePrestation.PrestaRecapitulatif]: 'recapitulatif',
  [EtapePrestation.PrestaDocument]: 'documents',
  [EtapePrestation.PrestaConfirmation]: 'submitted',
  [EtapePrestation.PrestaValidation]: 'decided',
} as const satisfies Record<EtapePrestationId, string>;

// Stryker disable next-line StringLiteral: the name shows only in the error for a state without a step, and every top-level state has one.
const etapes = storedStatusMapping<EtapePrestationId, (typeof STATE_BY_ETAPE)[EtapePrestationId]>('serviceReport', STATE_BY_ETAPE);

/** How the beneficiary's decision ended the report, once it has. */
export type ReportDecision = 'validated' | 'refused' | 'autoRejected';

/** The decision an event of the beneficiary (or of the delay) makes, or null for the provider's events. */
export function reportDecisionOf(event: ServiceReportEvent): ReportDecision | null {
  if (event.type === 'BENEFICIARY_VALIDATES') return 'validated';
  if (event.type === 'BENEFICIARY_REFUSES') return 'refused';
  if (event.type === 'AUTO_REJECTED') return 'autoRejected';
  return null;
}

/** The event the decision sends the report's documents (their statuses: machines/document.machine.ts). */
export const DOCUMENT_EVENT_OF_DECISION: Record<ReportDecision, DocumentEventType> = {
  validated: 'BENEFICIARY_VALIDATES',
  refused: 'BENEFICIARY_REFUSES',
  autoRejected: 'REFUSE_AUTOMATICALLY',
};

/** What a stored report tells about its state: the saved step, which documents it holds now, the decision. */
export interface ServiceReportFacts {
  etape: EtapePrestationId;
  facture: boolean;
  rapportActivite: boolean;
  decision: ReportDecision | null;
}

/** A report nobody has written yet: the dossiers of status 6 that have no row. */
export const NEW_REPORT: ServiceReportFacts = { etape: EtapePrestation.PrestaDescription, facture: false, rapportActivite: false, decision: null };

function documentsState({ facture, rapportActivite }: ServiceReportFacts) {
  if (!facture) return 'awaitingInvoice';
  return rapportActivite ? 'complete' : 'awaitingActivityReport';
}

export function serviceReportStateValue(facts: ServiceReportFacts): StateValue {
  const state = etapes.toState(facts.etape);
  if (state === 'documents') return { documents: documentsState(facts) };
  if (state === 'submitted') return { submitted: facts.rapportActivite ? 'complete' : 'awaitingActivityReport' };
  if (state === 'decided') return { decided: facts.decision ?? 'validated' };
  return state;
}

export function restoreServiceReport(facts: ServiceReportFacts) {
  return serviceReportMachine.resolveState({ value: serviceReportStateValue(facts) });
}

export type ServiceReportEffect = 'invalidateActivityReport';

/** Where the event leads the report (its saved step) and the effects to perform, or null when the machine refuses it. */
export function nextServiceReport(facts: ServiceReportFacts, event: ServiceReportEvent): { etape: EtapePrestationId; effects: ServiceReportEffect[] } | null {
  const snapshot = restoreServiceReport(facts);
  if (!snapshot.can(event)) return null;
  const [next, actions] = transition(serviceReportMachine, snapshot, event);
  return { etape: etapes.toStatus(next.value), effects: actions.map((action) => action.type as ServiceReportEffect) };
}

/** Whether the report, as restored, opens a screen to this visit: its `OPEN_SCREEN` (guard `mayOpenReportScreen`) is taken. */
export function opensReportScreen(snapshot: SnapshotFrom<typeof serviceReportMachine>, screen: ReportScreen, visit: ReportVisit): boolean {
  return takesTransition(snapshot, { type: 'OPEN_SCREEN', screen, visit });
}

/**
 * A report screen's route, restored from the report the server sent: the screen when the machine opens it, else
 * the dossier outside status 6, else the furthest screen the machine opens to the visit, else the dossier.
 */
export function reportScreenVerdict(facts: ServiceReportFacts, visit: ReportVisit, screen: ReportScreen): ReportScreen | 'dossier' {
  const snapshot = restoreServiceReport(facts);
  return reportScreenWhere(visit.statut, screen, (wanted) => opensReportScreen(snapshot, wanted, visit));
}
