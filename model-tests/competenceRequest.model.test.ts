import { describe, expect, it } from 'vitest';
import { competenceSelectionProblems } from '../domain/competence-request';
import { competenceRequestMachine as machine, competenceRequestStep, competenceRequestSteps, type CompetenceRequestContext, type CompetenceRequestRefusalStep } from '../machines/competenceRequest.machine';
import { competenceRequestModel, SELECTIONS } from './competenceRequest.model';
import { coverageOf } from './coverage';
import { describeStep, stepsOn, stepsWhere } from './steps';
import { walk, type WalkedStep } from './walk';

const paths = walk(machine, competenceRequestModel);
const context = (snapshot: { context: unknown }) => snapshot.context as CompetenceRequestContext;
const moved = (step: WalkedStep) => step.transitions.length > 0;
const payload = <T>(step: WalkedStep) => step.event as unknown as T;

describe('competenceRequest chart', () => {
  it('takes every transition and reaches every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  it('numbers four steps from a provider and three from the expert’s own page (spec section 9)', () => {
    expect(competenceRequestSteps({ expertFixe: false })).toEqual(['expert', 'competences', 'validation', 'confirmation']);
    expect(competenceRequestSteps({ expertFixe: true })).toEqual(['competences', 'validation', 'confirmation']);
    expect(competenceRequestStep('creating')).toBe('validation');
    expect(competenceRequestStep('created')).toBe('confirmation');
  });
});

describe('competenceRequest walks: the rules of the creation', () => {
  it('leave the expert step only with an expert chosen, or with the caller as the expert', () => {
    for (const step of stepsOn(paths, 'EXPERT_CHOSEN')) expect(moved(step), describeStep(step)).toBe(payload<{ expertId: number | null }>(step).expertId !== null);
    for (const step of stepsOn(paths, 'EXPERT_FIXED')) {
      expect(step.after.value).toBe('competences');
      expect(context(step.after).expertFixe).toBe(true);
    }
  });

  it('reach the validation only with one to twenty competences, each covered by a valid recognition (spec section 4)', () => {
    for (const step of stepsOn(paths, 'COMPETENCES_CHOSEN')) {
      const { competences } = payload<{ competences: typeof SELECTIONS.one }>(step);
      expect(moved(step), describeStep(step)).toBe(competences === SELECTIONS.one || competences === SELECTIONS.two);
      if (moved(step)) expect(context(step.after).competenceIds).toEqual(competences.map((c) => c.id));
    }
    expect(competenceSelectionProblems(SELECTIONS.uncovered)).toEqual(["La compétence 3 n'est pas couverte."]);
    expect(competenceSelectionProblems(SELECTIONS.none)).toEqual(['Choisissez au moins une compétence.']);
    expect(competenceSelectionProblems(SELECTIONS.tooMany)).toEqual(['Au plus 20 compétences par demande.']);
  });

  it('never go back to the expert step on the expert’s own page', () => {
    const back = stepsWhere(paths, (s) => s.event.type === 'PREVIOUS' && s.before.value === 'competences');
    for (const step of back) expect(moved(step), describeStep(step)).toBe(!context(step.before).expertFixe);
  });

  it('create only from the validation, with an expert, competences and a presentation', () => {
    for (const step of stepsOn(paths, 'SUBMIT')) {
      expect(moved(step), describeStep(step)).toBe(payload<{ commentaire: string }>(step).commentaire.trim() !== '');
      if (!moved(step)) continue;
      expect(step.before.value).toBe('validation');
      expect(step.after.value).toBe('creating');
      expect(context(step.before).expertId).not.toBeNull();
      expect(context(step.before).competenceIds.length).toBeGreaterThan(0);
    }
  });

  it('send a refusal back to the step it names (the competences for the expert’s own page), with its message', () => {
    for (const step of stepsOn(paths, 'REFUSED')) {
      const { step: named, message } = payload<{ step: CompetenceRequestRefusalStep; message: string }>(step);
      const expected = named === 'expert' && context(step.before).expertFixe ? 'competences' : (named ?? 'validation');
      expect(step.after.value, describeStep(step)).toBe(expected);
      expect(context(step.after).refusal).toBe(message);
    }
    stepsWhere(paths, (s) => s.event.type === 'REFUSED' && context(s.before).expertFixe && payload<{ step: string }>(s).step === 'expert');
  });

  it('end once created, with its reference for the confirmation', () => {
    for (const step of stepsOn(paths, 'CREATED')) {
      expect(step.after.status).toBe('done');
      expect(context(step.after).demande).toEqual({ id: 41, reference: 'LAB-2026-000041' });
    }
  });
});
