import { EtapeWorkflow, type EtapeWorkflowId } from './encoding-steps';

/** The names of the administration's workflow steps (spec section 3), as the manager's view shows them. */
export const ETAPE_WORKFLOW_LABELS: Record<EtapeWorkflowId, string> = {
  [EtapeWorkflow.Assignation]: 'Assignation',
  [EtapeWorkflow.Traitement]: 'Traitement',
  [EtapeWorkflow.Signature]: 'Signature',
  [EtapeWorkflow.AnalyseLitige]: 'Analyse de litige',
};

export function isEtapeWorkflowId(value: number): value is EtapeWorkflowId {
  return value in ETAPE_WORKFLOW_LABELS;
}

/** A stored dossier's step; another value is a corrupted row, not a client error. */
export function etapeWorkflowOf(dossier: { id: number; etapeWorkflow: number }): EtapeWorkflowId {
  if (!isEtapeWorkflowId(dossier.etapeWorkflow)) throw new Error(`Dossier ${dossier.id}: étape de workflow ${dossier.etapeWorkflow} inconnue.`);
  return dossier.etapeWorkflow;
}

/**
 * The moves of a workflow step itself, which only the manager the dossier is assigned to makes: the managerWorkflow
 * machine's events (checked there), named here so that the dossier's wire schema can list them.
 */
export const WORKFLOW_STEP_MOVES = ['START_PROCESSING', 'SEND_TO_SIGNATURE', 'BACK_TO_PROCESSING', 'OPEN_DISPUTE'] as const;

export type WorkflowMove = (typeof WORKFLOW_STEP_MOVES)[number];
