import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { signupMachine as machine } from '../machines/signup.machine';
import { STEPS_OF, type AccountWizardContext } from '../machines/accountWizard.types';
import { PERSONAL_DATA_ID, signupModel, TOKEN } from './accountWizard.model';
import { coverageOf } from './coverage';
import { describeStep, stepsOn, uniqueSteps } from './steps';
import { walk, type WalkedStep } from './walk';

// /signup (spec sections 2 and 4), checked on every step of every walked path.
const paths = walk(machine, signupModel);
const context = (snapshot: { context: unknown }) => snapshot.context as AccountWizardContext;
const moved = (step: WalkedStep) => step.transitions.length > 0;
const order = STEPS_OF.create;
const rank = (snapshot: { value: unknown }) => order.indexOf(snapshot.value as (typeof order)[number]);

describe('signup chart', () => {
  it('describes every state and every transition in French', () => {
    for (const node of [machine.root, ...getStateNodes(machine.root)]) {
      expect(node.description, node.id).toBeTruthy();
      for (const transition of [...node.transitions.values()].flat()) expect(transition.description, `${node.id} ${transition.eventType}`).toBeTruthy();
    }
  });

  it('takes every transition and reaches every state, the six steps of the spec', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
    expect(Object.keys(machine.root.states)).toEqual([...order]);
  });
});

describe('signup walks', () => {
  it('move forward one step at a time, except the e-mailed link, which leads to the confirmation from anywhere, and an identity an eID sign-in carried, which skips the identification', () => {
    for (const step of uniqueSteps(paths).filter(moved)) {
      if (step.event.type === 'LINK_OPENED') expect(step.after.value).toBe('confirmation');
      else if (step.event.type === 'IDENTITY_CARRIED') expect([step.before.value, step.after.value]).toEqual(['foreword', 'personalData']);
      else expect(rank(step.after) - rank(step.before), describeStep(step)).toBeLessThanOrEqual(1);
    }
  });

  it('start at the identification, and go back exactly one step with PREVIOUS', () => {
    const starts = stepsOn(paths, 'START').filter((step) => step.before.value === 'foreword');
    expect(starts.length).toBeGreaterThan(0);
    for (const step of starts) expect(step.after.value).toBe('authentication');
    const back = stepsOn(paths, 'PREVIOUS').filter(moved);
    expect(back.length).toBeGreaterThan(0);
    for (const step of back) expect(rank(step.after) - rank(step.before), describeStep(step)).toBe(-1);
  });

  it('reach the personal data only with a proven identity, and the validation step only once the account is created', () => {
    for (const step of uniqueSteps(paths).filter((s) => s.after.value === 'personalData')) expect(context(step.after).personalDataId).toBe(PERSONAL_DATA_ID);
    for (const step of stepsOn(paths, 'ACCOUNT_CREATED')) {
      expect(step.before.value).toBe('personalData');
      expect(context(step.after).email).toBe('claire@exemple.be');
    }
  });

  it('confirm only with the link’s token; a rejected link is flagged, and a new one clears the flag', () => {
    for (const step of stepsOn(paths, 'CONFIRMED').filter(moved)) {
      expect(context(step.before).token).toBe(TOKEN);
      expect(step.after.status).toBe('done');
    }
    for (const step of stepsOn(paths, 'TOKEN_REJECTED').filter(moved)) expect(context(step.after).tokenNotValid).toBe(true);
    for (const step of stepsOn(paths, 'LINK_OPENED')) expect(context(step.after)).toMatchObject({ token: TOKEN, tokenNotValid: false });
  });

  it('keep a refusal on the step that shows it, and send an expired identity back to step 2', () => {
    for (const step of stepsOn(paths, 'IDENTITY_REFUSED')) expect([step.after.value, context(step.after).refusal]).toEqual(['authentication', expect.any(String)]);
    for (const step of stepsOn(paths, 'IDENTITY_EXPIRED')) expect([step.after.value, context(step.after).personalDataId]).toEqual(['authentication', null]);
  });
});
