import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { completionProblems } from '../domain/labellisation-completion';
import { labellisationDrcMachine } from '../machines/labellisationDrc.machine';
import { REQUEST_COMPLETION_STEPS, requestCompletionMachine, type RequestCompletionEvent } from '../machines/requestCompletion.machine';
import { coverageOf } from './coverage';
import { COMPLETIONS, labellisationDrcModel, requestCompletionModel } from './requestCompletion.model';
import { describeStep, stepsWhere } from './steps';
import { walk } from './walk';

const completionPaths = walk(requestCompletionMachine, requestCompletionModel);
const drcPaths = walk(labellisationDrcMachine, labellisationDrcModel);

describe('the completion wizard of a labellisation request (spec section 2: 5 steps)', () => {
  it('has the spec’s five steps, in order, and every transition walked', () => {
    expect(Object.keys(requestCompletionMachine.root.states)).toEqual([...REQUEST_COMPLETION_STEPS]);
    const coverage = coverageOf(requestCompletionMachine, completionPaths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  it('goes past a step only once its own data is there', () => {
    const moved = (from: string, facts: object) => requestCompletionMachine.resolveState({ value: from }).can({ type: 'NEXT', facts } as never);
    expect(moved('contact', COMPLETIONS.noContact)).toBe(false);
    expect(moved('contact', COMPLETIONS.noReferences)).toBe(true);
    expect(moved('specificData', COMPLETIONS.noReferences)).toBe(false);
    expect(moved('specificData', COMPLETIONS.expertWithoutCv)).toBe(true);
    expect(moved('documents', COMPLETIONS.expertWithoutCv)).toBe(false);
    expect(moved('documents', COMPLETIONS.expertWithCv)).toBe(true);
    // The confirmation is the end of the wizard: the request is complete.
    const summary = requestCompletionMachine.resolveState({ value: 'summary' });
    expect(transition(requestCompletionMachine, summary, { type: 'CONFIRM', facts: COMPLETIONS.complete })[0].status).toBe('done');
  });

  it('confirms only a request that lacks nothing, on every walked path', () => {
    const confirmations = stepsWhere(completionPaths, (s) => s.event.type === 'CONFIRM');
    expect(confirmations.length).toBeGreaterThan(0);
    for (const step of confirmations) {
      const { facts } = step.event as RequestCompletionEvent & { type: 'CONFIRM' };
      expect(step.after.value === 'confirmation', describeStep(step)).toBe(step.before.value === 'summary' && completionProblems(facts).length === 0);
    }
  });

  it('goes back one step at a time, never from the contact or after the confirmation', () => {
    for (const step of stepsWhere(completionPaths, (s) => s.event.type === 'BACK' && s.transitions.length > 0)) {
      const from = REQUEST_COMPLETION_STEPS.indexOf(step.before.value as never);
      expect(REQUEST_COMPLETION_STEPS.indexOf(step.after.value as never), describeStep(step)).toBe(from - 1);
    }
    expect(requestCompletionMachine.resolveState({ value: 'contact' }).can({ type: 'BACK' })).toBe(false);
    expect(requestCompletionMachine.resolveState({ value: 'confirmation' }).can({ type: 'BACK' })).toBe(false);
  });
});

describe('the DRC response on a labellisation request (spec section 2: 2 steps)', () => {
  it('goes from the answer to its confirmation only with a written answer, every transition walked', () => {
    expect(Object.keys(labellisationDrcMachine.root.states)).toEqual(['answer', 'confirmation']);
    expect(coverageOf(labellisationDrcMachine, drcPaths).uncovered).toEqual([]);
    const answer = labellisationDrcMachine.resolveState({ value: 'answer' });
    expect(answer.can({ type: 'ANSWER', texte: '  ' })).toBe(false);
    expect(answer.can({ type: 'ANSWER', texte: 'Attestation jointe.' })).toBe(true);
    // The confirmation is the end: the request no longer waits for this answer.
    expect(transition(labellisationDrcMachine, answer, { type: 'ANSWER', texte: 'Attestation jointe.' })[0].status).toBe('done');
  });
});
