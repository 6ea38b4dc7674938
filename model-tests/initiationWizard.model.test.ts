import { describe, expect, it } from 'vitest';
import { Droit } from '../domain/droits';
import { compareEtapes, EtapeEncodage } from '../domain/encoding-steps';
import { initiationWizardMachine as machine } from '../machines/initiationWizard.machine';
import { dossierWizardWalkRules, wizardContext } from './dossierWizard.walks';
import { initiationWizardModel } from './initiationWizard.model';
import { describeStep, stepsOn } from './steps';

// The wizard guard of spec section 4, checked on every walked step of the beneficiary's wizard.
describe('initiationWizard walks', () => {
  const paths = dossierWizardWalkRules('initiation', machine, initiationWizardModel, { droit: Droit.Beneficiaire, name: 'beneficiary' });

  it('send the dossier to the provider with the provider step, then keep the beneficiary on the recap', () => {
    const sendings = stepsOn(paths, 'SAVED').filter(
      (s) => s.before.value === 'prestataire' && compareEtapes(wizardContext(s.after).dossier!.etapeEncodage, EtapeEncodage.DossierPrestation) >= 0,
    );
    expect(sendings.length).toBeGreaterThan(0);
    for (const step of sendings) {
      expect(step.after.can({ type: 'NEXT' }), describeStep(step)).toBe(true);
      for (const screen of ['cheque', 'beneficiaire', 'prestataire', 'documents'] as const) {
        expect(step.after.can({ type: 'GO_TO', screen }), `${screen} after ${describeStep(step)}`).toBe(false);
      }
    }
  });
});
