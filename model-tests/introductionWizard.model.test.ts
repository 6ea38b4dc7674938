import { describe, expect, it } from 'vitest';
import { TypeContact } from '../domain/contact-types';
import { Droit } from '../domain/droits';
import { isAllowed } from '../domain/permissions';
import { CHEQUE_SETUP, type StepScreen } from '../domain/wizard-steps';
import { isOpen, wizardAccess } from '../machines/access/wizardAccess';
import type { IntroductionWizardContext } from '../machines/dossierWizard.types';
import { introductionWizardMachine as machine } from '../machines/introductionWizard.machine';
import { coverageOf } from './coverage';
import { introductionWizardModel } from './introductionWizard.model';
import { describeStep, stepsOn, stepsWhere, uniqueSteps } from './steps';
import { walk, type WalkedStep } from './walk';

// The wizard guard of spec section 4 and the submission rule of section 6, checked on every walked step.
const paths = walk(machine, introductionWizardModel);
const steps = uniqueSteps(paths);
const context = (snapshot: { context: unknown }) => snapshot.context as IntroductionWizardContext;

/** The step entered a screen (rather than only taking the server's dossier). */
const entersScreen = (step: WalkedStep) => step.transitions.some((t) => !t.endsWith('(stays)'));

describe('introductionWizard walks', () => {
  it('never enter a screen the route guard would refuse', () => {
    for (const step of stepsWhere(paths, (s) => entersScreen(s) && s.after.value !== CHEQUE_SETUP)) {
      const { dossierId, dossier, droitId } = context(step.after);
      const targetScreen = step.after.value as StepScreen<'introduction'>;
      const access = wizardAccess({ wizard: 'introduction', dossierIdParam: String(dossierId), dossier, droitId, targetScreen });
      expect(isOpen(access), `${describeStep(step)} ${JSON.stringify(context(step.after))}`).toBe(true);
    }
  });

  it('enter no screen for someone not signed in as provider', () => {
    const others = steps.filter((s) => context(s.before).droitId !== null && context(s.before).droitId !== Droit.Prestataire);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(entersScreen).map(describeStep)).toEqual([]);
  });

  it('let only an Authority of the provider submit, and only from the documents', () => {
    const submissions = stepsOn(paths, 'SUBMITTED').filter(entersScreen);
    expect(submissions.length).toBeGreaterThan(0);
    for (const step of submissions) {
      expect(context(step.before).userContactTypes, describeStep(step)).toContain(TypeContact.AUTORITE);
      expect(step.before.value).toBe('documents');
      expect(step.after.value).toBe('confirmation');
    }
  });

  it('show each screen they enter', () => {
    for (const step of stepsWhere(paths, (s) => entersScreen(s) && s.after.value !== CHEQUE_SETUP)) {
      expect(step.actions, describeStep(step)).toContainEqual({ type: 'showScreen', params: { screen: step.after.value } });
    }
  });

  it('enter no screen for a contact who may not create or complete a dossier (matrix row, A, R, E)', () => {
    const mayNot = steps.filter((s) => context(s.before).droitId !== null && !context(s.before).userContactTypes.some((type) => isAllowed('COMPLETE_DOSSIER', type)));
    expect(mayNot.length).toBeGreaterThan(0);
    expect(mayNot.filter(entersScreen).map(describeStep)).toEqual([]);
  });

  it('take every transition and reach every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });
});
