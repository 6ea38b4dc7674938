import { transition } from 'xstate';
import { EtapeWorkflow, type EtapeWorkflowId } from '../domain/encoding-steps';
import { WORKFLOW_STEP_MOVES, type WorkflowMove } from '../domain/workflow-steps';
import { managerWorkflowMachine, type ManagerWorkflowEventType } from './managerWorkflow.machine';
import { storedStatusMapping } from './stored-status';

/** The machine's state for each stored workflow step (spec section 3). */
export const STATE_BY_ETAPE_WORKFLOW = {
  [EtapeWorkflow.Assignation]: 'assignation',
  [EtapeWorkflow.Traitement]: 'traitement',
  [EtapeWorkflow.Signature]: 'signature',
  [EtapeWorkflow.AnalyseLitige]: 'analyseLitige',
} as const satisfies Record<EtapeWorkflowId, string>;

const etapes = storedStatusMapping<EtapeWorkflowId, (typeof STATE_BY_ETAPE_WORKFLOW)[EtapeWorkflowId]>('managerWorkflow', STATE_BY_ETAPE_WORKFLOW);
export const etapeWorkflowToState = etapes.toState;
export const stateToEtapeWorkflow = etapes.toStatus;

/** The moves of the step itself, which only the manager the dossier is assigned to makes (ASSIGN is any manager's). */
export const WORKFLOW_MOVES = WORKFLOW_STEP_MOVES satisfies readonly ManagerWorkflowEventType[];

export type { WorkflowMove };

/** The path of each move's call, under /api/gestion/dossiers/{id}/workflow/. */
export const WORKFLOW_MOVE_PATHS = {
  START_PROCESSING: 'start-processing',
  SEND_TO_SIGNATURE: 'send-to-signature',
  BACK_TO_PROCESSING: 'back-to-processing',
  OPEN_DISPUTE: 'open-dispute',
} as const satisfies Record<WorkflowMove, string>;

const restore = (etape: EtapeWorkflowId) => managerWorkflowMachine.resolveState({ value: etapeWorkflowToState(etape) });

/** The step the event leads to, or null when the machine refuses it from this step. */
export function nextEtapeWorkflow(etape: EtapeWorkflowId, type: ManagerWorkflowEventType): EtapeWorkflowId | null {
  const snapshot = restore(etape);
  if (!snapshot.can({ type })) return null;
  const [next] = transition(managerWorkflowMachine, snapshot, { type });
  return stateToEtapeWorkflow(next.value);
}

/**
 * Whether a manager may make this move now: only the manager the dossier is assigned to moves its step
 * (`forbidden`), and only as the machine allows from the stored step (`invalidState`).
 */
export function workflowMoveVerdict(etape: EtapeWorkflowId, move: WorkflowMove, assignedToCaller: boolean): 'allowed' | 'forbidden' | 'invalidState' {
  if (!assignedToCaller) return 'forbidden';
  return nextEtapeWorkflow(etape, move) === null ? 'invalidState' : 'allowed';
}

/** The moves offered to a manager from this step (the wire's `mouvements`). */
export function workflowMovesOf(etape: EtapeWorkflowId, assignedToCaller: boolean): WorkflowMove[] {
  return WORKFLOW_MOVES.filter((move) => workflowMoveVerdict(etape, move, assignedToCaller) === 'allowed');
}
