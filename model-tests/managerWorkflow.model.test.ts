import { describe, expect, it } from 'vitest';
import { EtapeWorkflow, type EtapeWorkflowId } from '../domain/encoding-steps';
import { ETAPE_WORKFLOW_LABELS } from '../domain/workflow-steps';
import { managerWorkflowMachine as machine, type ManagerWorkflowEventType } from '../machines/managerWorkflow.machine';
import { etapeWorkflowToState, nextEtapeWorkflow, stateToEtapeWorkflow, workflowMoveVerdict, workflowMovesOf } from '../machines/managerWorkflow.state';
import { coverageOf } from './coverage';
import { managerWorkflowModel } from './managerWorkflow.model';
import { uniqueSteps, describeStep } from './steps';
import { walk } from './walk';

const paths = walk(machine, managerWorkflowModel);
const ETAPES = Object.keys(ETAPE_WORKFLOW_LABELS).map(Number) as EtapeWorkflowId[];
const { Assignation, Traitement, Signature, AnalyseLitige } = EtapeWorkflow;

describe('the administration’s workflow chart (spec section 3, Workflow steps)', () => {
  it('has one state per workflow step, mapped both ways, and every transition walked', () => {
    expect(Object.keys(machine.root.states).sort()).toEqual(ETAPES.map(etapeWorkflowToState).sort());
    for (const etape of ETAPES) expect(stateToEtapeWorkflow(etapeWorkflowToState(etape))).toBe(etape);
    expect(coverageOf(machine, paths).uncovered).toEqual([]);
  });

  it('gives the server, restoring a stored step and sending the event, what the walk gives', () => {
    for (const step of uniqueSteps(paths)) {
      const next = nextEtapeWorkflow(stateToEtapeWorkflow(step.before.value), step.event.type as ManagerWorkflowEventType);
      expect(next, describeStep(step)).toBe(step.transitions.length === 0 ? null : stateToEtapeWorkflow(step.after.value));
    }
  });

  it('starts over at the assignment from every step, and offers the moves only to the assigned manager', () => {
    for (const etape of ETAPES) expect(nextEtapeWorkflow(etape, 'ASSIGN')).toBe(Assignation);
    expect(workflowMovesOf(Assignation, true)).toEqual(['START_PROCESSING']);
    expect(workflowMovesOf(Traitement, true)).toEqual(['SEND_TO_SIGNATURE', 'OPEN_DISPUTE']);
    expect(workflowMovesOf(Signature, true)).toEqual(['BACK_TO_PROCESSING', 'OPEN_DISPUTE']);
    expect(workflowMovesOf(AnalyseLitige, true)).toEqual(['BACK_TO_PROCESSING']);
    for (const etape of ETAPES) expect(workflowMovesOf(etape, false)).toEqual([]);
  });

  it('refuses a move to another manager than the assigned one (403) before asking the step (409)', () => {
    expect(workflowMoveVerdict(Traitement, 'SEND_TO_SIGNATURE', true)).toBe('allowed');
    expect(workflowMoveVerdict(Traitement, 'SEND_TO_SIGNATURE', false)).toBe('forbidden');
    expect(workflowMoveVerdict(Assignation, 'SEND_TO_SIGNATURE', true)).toBe('invalidState');
    expect(workflowMoveVerdict(Assignation, 'SEND_TO_SIGNATURE', false)).toBe('forbidden');
  });

  it('names the machine when a state has no stored step', () => {
    expect(() => stateToEtapeWorkflow('nowhere')).toThrow('managerWorkflow: no status for state "nowhere"');
  });
});
