import { describe, expect, it } from 'vitest';
import { TypeContact } from '../domain/contact-types';
import { Droit } from '../domain/droits';
import { introductionWizardMachine as machine } from '../machines/introductionWizard.machine';
import { dossierWizardWalkRules, entersScreen, wizardContext } from './dossierWizard.walks';
import { introductionWizardModel } from './introductionWizard.model';
import { describeStep, stepsOn } from './steps';

// The wizard guard of spec section 4 and the submission rule of section 6, checked on every walked step.
describe('introductionWizard walks', () => {
  const paths = dossierWizardWalkRules('introduction', machine, introductionWizardModel, { droit: Droit.Prestataire, name: 'provider' });

  it('let only an Authority of the provider submit, and only from the documents', () => {
    const submissions = stepsOn(paths, 'SUBMITTED').filter(entersScreen);
    expect(submissions.length).toBeGreaterThan(0);
    for (const step of submissions) {
      expect(wizardContext(step.before).userContactTypes, describeStep(step)).toContain(TypeContact.AUTORITE);
      expect(step.before.value).toBe('documents');
      expect(step.after.value).toBe('confirmation');
    }
  });
});
