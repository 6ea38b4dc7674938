import { describe, expect, it } from 'vitest';
import { requestSubmissionMachine as machine, requestSubmissionStep, restoreRequestSubmission } from '../machines/requestSubmission.machine';
import { coverageOf } from './coverage';
import { requestSubmissionModel } from './requestSubmission.model';
import { describeStep, stepsOn } from './steps';
import { walk } from './walk';

const paths = walk(machine, requestSubmissionModel);

describe('requestSubmission chart', () => {
  it('takes every transition and reaches every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  it('checks only a selection of at least one request, and confirms only a selection the server found without problem', () => {
    for (const step of stepsOn(paths, 'VERIFY')) {
      const { demandeIds } = step.event as unknown as { demandeIds: number[] };
      expect(step.transitions.length > 0, describeStep(step)).toBe(demandeIds.length > 0);
    }
    for (const step of stepsOn(paths, 'CHECKED')) {
      const { problems } = step.event as unknown as { problems: string[] };
      if (step.transitions.length > 0) expect(step.after.value, describeStep(step)).toBe(problems.length === 0 ? 'confirmation' : 'selection');
    }
    for (const path of paths) for (const step of path.steps) if (step.after.value === 'submitting' && step.before.value !== 'submitting') expect(step.before.value, describeStep(step)).toBe('confirmation');
  });

  it('restores a reloaded confirmation to a new check of the same selection, and anything else to the selection', () => {
    const reloaded = restoreRequestSubmission({ etape: 'confirmation', demandes: [11, 12] });
    expect(reloaded.value).toBe('checking');
    expect(reloaded.context.demandeIds).toEqual([11, 12]);
    expect(restoreRequestSubmission({ etape: 'confirmation' }).value).toBe('selection');
    expect(restoreRequestSubmission({}).value).toBe('selection');
    expect(requestSubmissionStep('checking')).toBeNull();
    expect(requestSubmissionStep('submitting')).toBe('confirmation');
  });
});
