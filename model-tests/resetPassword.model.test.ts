import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { createActor } from 'xstate';
import { resetPasswordMachine as machine, resetPasswordStepOf, type ResetPasswordContext } from '../machines/resetPassword.machine';
import { coverageOf } from './coverage';
import { EXPIRED, resetPasswordModel } from './resetPassword.model';
import { describeStep, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

// The password-reset steps of spec section 2, checked on every step of every walked path.
const paths = walk(machine, resetPasswordModel);
const context = (snapshot: { context: unknown }) => snapshot.context as ResetPasswordContext;

describe('resetPassword chart', () => {
  it('describes every state and every transition in French', () => {
    for (const node of [machine.root, ...getStateNodes(machine.root)]) {
      expect(node.description, node.id).toBeTruthy();
      for (const transition of [...node.transitions.values()].flat()) expect(transition.description, `${node.id} ${transition.eventType}`).toBeTruthy();
    }
  });

  it('takes every transition and reaches every state', () => {
    const coverage = coverageOf(machine, paths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });
});

describe('resetPassword walks', () => {
  it('reach the new password only through a link the platform found valid', () => {
    const intoPassword = stepsWhere(paths, (s) => s.after.matches('password') && !s.before.matches('password'));
    expect(intoPassword.length).toBeGreaterThan(0);
    for (const step of intoPassword) {
      expect(step.event.type, describeStep(step)).toBe('TOKEN_VALID');
      expect(context(step.after).token, describeStep(step)).toBe('jeton-du-lien');
    }
  });

  it('reach the confirmation only from the new password, and forget the link there', () => {
    for (const step of stepsWhere(paths, (s) => s.after.matches('confirmation') && !s.before.matches('confirmation'))) {
      expect(step.before.matches('password'), describeStep(step)).toBe(true);
      expect(context(step.after)).toEqual({ token: null, refusal: null });
    }
  });

  it('keep the platform’s message when a link is refused, at its check or at the new password', () => {
    const refusals = stepsWhere(paths, (s) => s.event.type === 'TOKEN_REFUSED' && s.transitions.length > 0);
    expect(new Set(refusals.map((s) => resetPasswordStepOf(s.before.value)))).toEqual(new Set(['validation', 'password']));
    for (const step of refusals) {
      expect(step.after.matches({ validation: 'refused' }), describeStep(step)).toBe(true);
      expect(context(step.after).refusal).toBe(EXPIRED);
    }
  });

  it('accept nothing after the confirmation', () => {
    for (const step of uniqueSteps(paths).filter((s) => s.before.matches('confirmation'))) expect(step.transitions, describeStep(step)).toEqual([]);
  });

  it('map each state to its step of the screen', () => {
    const actor = createActor(machine).start();
    expect(resetPasswordStepOf(actor.getSnapshot().value)).toBe('request');
    actor.send({ type: 'LINK_OPENED', token: 't' });
    expect(resetPasswordStepOf(actor.getSnapshot().value)).toBe('validation');
    actor.send({ type: 'TOKEN_VALID' });
    expect(resetPasswordStepOf(actor.getSnapshot().value)).toBe('password');
    actor.send({ type: 'PASSWORD_CHANGED' });
    expect(resetPasswordStepOf(actor.getSnapshot().value)).toBe('confirmation');
  });
});
