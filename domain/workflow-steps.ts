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
