import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { DroitId } from '../domain/droits';
import { isAllowed } from '../domain/permissions';
import { CHEQUE_SETUP, type StepScreen, type WizardKind } from '../domain/wizard-steps';
import { isOpen, wizardAccess } from '../machines/access/wizardAccess';
import type { DossierWizardContext } from '../machines/dossierWizard.types';
import { coverageOf } from './coverage';
import { describeStep, stepsWhere, uniqueSteps } from './steps';
import type { MachineModel } from './model';
import { walk, type WalkedPath, type WalkedStep } from './walk';

export const wizardContext = (snapshot: { context: unknown }) => snapshot.context as DossierWizardContext;

/** The step entered a screen (rather than only taking the server's dossier). */
export const entersScreen = (step: WalkedStep) => step.transitions.some((t) => !t.endsWith('(stays)'));

/**
 * The rules both dossier wizards keep on every walked step (spec sections 4 and 6), registered in the caller's
 * describe; it returns the walked paths for the wizard's own rules.
 */
export function dossierWizardWalkRules<W extends WizardKind>(wizard: W, machine: AnyStateMachine, model: MachineModel, side: { droit: DroitId; name: string }): WalkedPath[] {
  const paths = walk(machine, model);
  const steps = uniqueSteps(paths);

  it('never enter a screen the route guard would refuse', () => {
    for (const step of stepsWhere(paths, (s) => entersScreen(s) && s.after.value !== CHEQUE_SETUP)) {
      const { dossierId, dossier, droitId } = wizardContext(step.after);
      const targetScreen = step.after.value as StepScreen<W>;
      const access = wizardAccess({ wizard, dossierIdParam: String(dossierId), dossier, droitId, targetScreen });
      expect(isOpen(access), `${describeStep(step)} ${JSON.stringify(wizardContext(step.after))}`).toBe(true);
    }
  });

  it(`enter no screen for someone not signed in as ${side.name}`, () => {
    const others = steps.filter((s) => wizardContext(s.before).droitId !== null && wizardContext(s.before).droitId !== side.droit);
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(entersScreen).map(describeStep)).toEqual([]);
  });

  it('show each screen they enter', () => {
    for (const step of stepsWhere(paths, (s) => entersScreen(s) && s.after.value !== CHEQUE_SETUP)) {
      expect(step.actions, describeStep(step)).toContainEqual({ type: 'showScreen', params: { screen: step.after.value } });
    }
  });

  it('enter no screen for a contact who may not create or complete a dossier (matrix row, A, R, E)', () => {
    const mayNot = steps.filter((s) => wizardContext(s.before).droitId !== null && !wizardContext(s.before).userContactTypes.some((type) => isAllowed('COMPLETE_DOSSIER', type)));
    expect(mayNot.length).toBeGreaterThan(0);
    expect(mayNot.filter(entersScreen).map(describeStep)).toEqual([]);
  });

  it('take every transition and reach every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  return paths;
}
