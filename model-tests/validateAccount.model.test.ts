import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { validateAccountMachine as machine } from '../machines/validateAccount.machine';
import { STEPS_OF, type AccountWizardContext } from '../machines/accountWizard.types';
import { ACCOUNT, TOKEN, validateAccountModel } from './accountWizard.model';
import { coverageOf } from './coverage';
import { describeStep, stepsOn, uniqueSteps } from './steps';
import { walk, type WalkedStep } from './walk';

// /validate-account (spec section 2: no validation step; the token-not-valid flag on the foreword).
const paths = walk(machine, validateAccountModel);
const context = (snapshot: { context: unknown }) => snapshot.context as AccountWizardContext;
const moved = (step: WalkedStep) => step.transitions.length > 0;
const order = STEPS_OF.validate;
const rank = (snapshot: { value: unknown }) => order.indexOf(snapshot.value as (typeof order)[number]);

describe('validateAccount chart', () => {
  it('describes every state and every transition in French', () => {
    for (const node of [machine.root, ...getStateNodes(machine.root)]) {
      expect(node.description, node.id).toBeTruthy();
      for (const transition of [...node.transitions.values()].flat()) expect(transition.description, `${node.id} ${transition.eventType}`).toBeTruthy();
    }
  });

  it('takes every transition and reaches every state, without a validation step', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
    expect(Object.keys(machine.root.states)).toEqual([...order]);
    expect(order).not.toContain('validation');
  });
});

describe('validateAccount walks', () => {
  it('leave the foreword only with a link the server has not refused', () => {
    for (const step of stepsOn(paths, 'START')) {
      const { token, tokenNotValid } = context(step.before);
      expect(moved(step), describeStep(step)).toBe(token === TOKEN && !tokenNotValid);
    }
  });

  it('move forward one step at a time; a refused link always goes back to the foreword, flagged', () => {
    for (const step of uniqueSteps(paths).filter(moved)) {
      expect(rank(step.after) - rank(step.before), describeStep(step)).toBeLessThanOrEqual(1);
      if (step.event.type === 'TOKEN_REJECTED') expect([step.after.value, context(step.after).tokenNotValid]).toEqual(['foreword', true]);
      if (step.event.type === 'LINK_OPENED') expect([step.after.value, context(step.after).tokenNotValid, context(step.after).personalDataId]).toEqual(['foreword', false, null]);
    }
  });

  it('go back exactly one step with PREVIOUS', () => {
    const back = stepsOn(paths, 'PREVIOUS').filter(moved);
    expect(back.length).toBeGreaterThan(0);
    for (const step of back) expect(rank(step.after) - rank(step.before), describeStep(step)).toBe(-1);
  });

  it('confirm only with a proven identity and the account kept; a refused field goes back to the personal data', () => {
    for (const step of stepsOn(paths, 'CONFIRMED')) {
      expect(context(step.before)).toMatchObject({ token: TOKEN, account: ACCOUNT });
      expect(context(step.before).personalDataId).not.toBeNull();
      expect(step.after.status).toBe('done');
    }
    for (const step of stepsOn(paths, 'REFUSED')) expect([step.after.value, context(step.after).refusal]).toEqual(['personalData', expect.any(String)]);
  });
});
