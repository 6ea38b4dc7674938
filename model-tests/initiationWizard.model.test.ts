import { describe, expect, it } from 'vitest';
import { Droit } from '../domain/droits';
import { isAllowed } from '../domain/permissions';
import { compareEtapes, EtapeEncodage } from '../domain/encoding-steps';
import { CHEQUE_SETUP, type StepScreen } from '../domain/wizard-steps';
import { isOpen, wizardAccess } from '../machines/access/wizardAccess';
import type { InitiationWizardContext } from '../machines/dossierWizard.types';
import { initiationWizardMachine as machine } from '../machines/initiationWizard.machine';
import { coverageOf } from './coverage';
import { initiationWizardModel } from './initiationWizard.model';
import { describeStep, stepsOn, stepsWhere, uniqueSteps } from './steps';
import { walk, type WalkedStep } from './walk';

// The wizard guard of spec section 4, checked on every walked step of the beneficiary's wizard.
const paths = walk(machine, initiationWizardModel);
const steps = uniqueSteps(paths);
const context = (snapshot: { context: unknown }) => snapshot.context as InitiationWizardContext;

/** The step entered a screen (rather than only taking the server's dossier). */
const entersScreen = (step: WalkedStep) => step.transitions.some((t) => !t.endsWith('(stays)'));

describe('initiationWizard walks', () => {
  it('never enter a screen the route guard would refuse', () => {
    for (const step of stepsWhere(paths, (s) => entersScreen(s) && s.after.value !== CHEQUE_SETUP)) {
      const { dossierId, dossier, droitId } = context(step.after);
      const targetScreen = step.after.value as StepScreen<'initiation'>;
      const access = wizardAccess({ wizard: 'initiation', dossierIdParam: String(dossierId), dossier, droitId, targetScreen });
      expect(isOpen(access), `${describeStep(step)} ${JSON.stringify(context(step.after))}`).toBe(true);
    }
  });

  it('enter no screen for someone not signed in as beneficiary', () => {
    const others = steps.filter((s) => context(s.before).droitId !== null && context(s.before).droitId !== Droit.Beneficiaire);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(entersScreen).map(describeStep)).toEqual([]);
  });

  it('send the dossier to the provider with the provider step, then keep the beneficiary on the recap', () => {
    const sendings = stepsOn(paths, 'SAVED').filter(
      (s) => s.before.value === 'prestataire' && compareEtapes(context(s.after).dossier!.etapeEncodage, EtapeEncodage.DossierPrestation) >= 0,
    );
    expect(sendings.length).toBeGreaterThan(0);
    for (const step of sendings) {
      expect(step.after.can({ type: 'NEXT' }), describeStep(step)).toBe(true);
      for (const screen of ['cheque', 'beneficiaire', 'prestataire', 'documents'] as const) {
        expect(step.after.can({ type: 'GO_TO', screen }), `${screen} after ${describeStep(step)}`).toBe(false);
      }
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
