import { describe, expect, it } from 'vitest';
import { TypeContact } from '../domain/contact-types';
import { TypeAdresse } from '../domain/organisation-types';
import { furthestStep } from '../machines/organisationWizard.guards';
import { organisationWizardMachine as machine } from '../machines/organisationWizard.machine';
import { ORGANISATION_WIZARD_STEPS, type OrganisationWizardContext, type OrganisationWizardEvent, type OrganisationWizardStep } from '../machines/organisationWizard.types';
import { coverageOf } from './coverage';
import { ADRESSES, CONTACTS, CREATORS, IDENTITES, organisationWizardModel, PMES } from './organisationWizard.model';
import { describeStep, stepsOn, stepsWhere, uniqueSteps } from './steps';
import { walk, type WalkedStep } from './walk';

// The rules of organisation creation (spec section 5), checked on every step of every walked path.
const paths = walk(machine, organisationWizardModel);
const context = (snapshot: { context: unknown }) => snapshot.context as OrganisationWizardContext;
const event = (step: WalkedStep) => step.event as OrganisationWizardEvent;
const stepOf = (snapshot: { value: unknown }): OrganisationWizardStep | null => {
  const value = snapshot.value as { editing?: OrganisationWizardStep } | string;
  return typeof value === 'object' ? (value.editing ?? null) : null;
};
const moved = (step: WalkedStep) => step.transitions.length > 0;

describe('organisationWizard chart', () => {
  it('takes every transition and reaches every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });
});

describe('organisationWizard walks: the rules of spec section 5', () => {
  it("open only for a provider organisation's Authority or Reference signed in as provider (create beneficiary: A, R)", () => {
    const opening = stepsOn(paths, 'OPEN');
    expect(opening.length).toBeGreaterThan(0);
    for (const step of opening) expect(moved(step), describeStep(step)).toBe((step.event as unknown as { creator: unknown }).creator === CREATORS.providerReference);
    for (const step of opening.filter(moved)) expect(stepOf(step.after)).toBe('identite');
  });

  it('leave the identity only for an active register company with valid check digits or a named foreign company', () => {
    const refused = stepsWhere(paths, (s) => event(s).type === 'IDENTITE_SAVED' && [IDENTITES.badCheckDigits, IDENTITES.unnamedForeign, IDENTITES.closed].includes((s.event as unknown as { identite: never }).identite));
    for (const step of refused) expect(moved(step), describeStep(step)).toBe(false);
    for (const step of stepsOn(paths, 'IDENTITE_SAVED').filter(moved)) expect(stepOf(step.after)).toBe('pme');
  });

  it('refuse SME data that break the SME type rule', () => {
    for (const step of stepsOn(paths, 'PME_SAVED')) expect(moved(step), describeStep(step)).toBe((step.event as unknown as { pme: unknown }).pme === PMES.valid);
  });

  it('need an Authority and a Reference contact, then a head office and an establishment unit', () => {
    for (const step of stepsOn(paths, 'CONTACTS_SAVED')) expect(moved(step), describeStep(step)).toBe((step.event as unknown as { contacts: unknown }).contacts === CONTACTS.both);
    for (const step of stepsOn(paths, 'ADRESSES_SAVED')) expect(moved(step), describeStep(step)).toBe((step.event as unknown as { adresses: unknown }).adresses === ADRESSES.both);
  });

  it('submit only from the recap, with every step done and the rules met', () => {
    for (const step of stepsOn(paths, 'SUBMIT').filter(moved)) {
      expect(stepOf(step.before)).toBe('recapitulatif');
      const { identite, pme, contacts, adresses } = context(step.before);
      expect(identite).not.toBeNull();
      expect(pme).toBe(PMES.valid);
      expect(contacts!.map((c) => c.typeContactId)).toEqual(expect.arrayContaining([TypeContact.AUTORITE, TypeContact.REFERENCE]));
      expect(adresses!.map((a) => a.typeAdresse)).toEqual(expect.arrayContaining([TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT]));
      expect(step.after.value).toBe('creating');
    }
  });

  it('let the step indicator open no step past the first one not done', () => {
    for (const step of stepsOn(paths, 'GO_TO').filter(moved)) {
      const target = (step.event as unknown as { step: OrganisationWizardStep }).step;
      expect(stepOf(step.after)).toBe(target);
      expect(ORGANISATION_WIZARD_STEPS.indexOf(target), describeStep(step)).toBeLessThanOrEqual(ORGANISATION_WIZARD_STEPS.indexOf(furthestStep(context(step.before))));
    }
    expect(stepsOn(paths, 'GO_TO').filter((s) => !moved(s)).length).toBeGreaterThan(0);
  });

  it('send a refusal back to the step it names, with its message, and end once created', () => {
    for (const step of stepsOn(paths, 'REFUSED')) {
      const { step: named, message } = step.event as unknown as { step: OrganisationWizardStep | null; message: string };
      expect(stepOf(step.after), describeStep(step)).toBe(named ?? 'recapitulatif');
      expect(context(step.after).refusal).toBe(message);
    }
    for (const step of stepsOn(paths, 'CREATED')) {
      expect(step.after.status).toBe('done');
      expect(context(step.after).organisationId).toBe(77);
    }
  });

  it('forget the addresses when the company changes, so that the new one’s register addresses are offered', () => {
    const changes = stepsWhere(paths, (s) => event(s).type === 'IDENTITE_SAVED' && moved(s) && context(s.before).adresses !== null);
    for (const step of changes) {
      const same = JSON.stringify(context(step.before).identite) === JSON.stringify(context(step.after).identite);
      expect(context(step.after).adresses === null, describeStep(step)).toBe(!same);
    }
    expect(uniqueSteps(paths).length).toBeGreaterThan(0);
  });
});
