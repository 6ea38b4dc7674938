import { describe, expect, it } from 'vitest';
import { TypeDemandeLabellisation } from '../domain/labellisation';
import { recognitionRequestMachine as machine, restoreRecognitionRequest, type RecognitionRequestContext } from '../machines/recognitionRequest.machine';
import { coverageOf } from './coverage';
import { recognitionRequestModel } from './recognitionRequest.model';
import { describeStep, stepsOn } from './steps';
import { walk, type WalkedStep } from './walk';

const paths = walk(machine, recognitionRequestModel);
const context = (snapshot: { context: unknown }) => snapshot.context as RecognitionRequestContext;
const payload = <T>(step: WalkedStep) => step.event as unknown as T;

describe('recognitionRequest chart', () => {
  it('takes every transition and reaches every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  it('leaves the first step only with a thematic, unless the request is a system access', () => {
    for (const step of stepsOn(paths, 'CHOOSE')) {
      const { typeId, thematiqueId } = payload<{ typeId: number; thematiqueId: number | null }>(step);
      const complete = typeId === TypeDemandeLabellisation.ACCES_SYSTEME || thematiqueId !== null;
      expect(step.transitions.length > 0, describeStep(step)).toBe(complete);
      if (complete) expect(step.after.value).toBe('validation');
    }
  });

  it('creates only from the validation, and shows the reference only once created', () => {
    for (const step of stepsOn(paths, 'SUBMIT')) if (step.transitions.length > 0) expect(step.before.value).toBe('validation');
    for (const path of paths) for (const step of path.steps) if (step.after.value === 'confirmation') expect(context(step.after).demande, describeStep(step)).not.toBeNull();
  });
});

describe('recognitionRequest addresses: a reload or the back button keeps the place', () => {
  it('restores the validation only with a choice the machine accepts, the confirmation only with its request', () => {
    const R = TypeDemandeLabellisation;
    expect(restoreRecognitionRequest({ etape: 'validation', type: R.RECONNAISSANCE, thematique: 3 }).value).toBe('validation');
    expect(restoreRecognitionRequest({ etape: 'validation', type: R.ACCES_SYSTEME }).context.choice).toEqual({ typeId: R.ACCES_SYSTEME, thematiqueId: null });
    expect(restoreRecognitionRequest({ etape: 'validation', type: R.RECONNAISSANCE }).value).toBe('thematic');
    expect(restoreRecognitionRequest({ etape: 'validation' }).value).toBe('thematic');
    expect(restoreRecognitionRequest({ etape: 'confirmation' }).value).toBe('thematic');
    const confirmed = restoreRecognitionRequest({ etape: 'confirmation', demande: { id: 41, reference: 'LAB-2026-000041' } });
    expect(confirmed.value).toBe('confirmation');
    expect(confirmed.context.demande?.reference).toBe('LAB-2026-000041');
  });
});
