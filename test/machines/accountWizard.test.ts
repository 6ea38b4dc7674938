import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signupMachine } from '../../machines/signup.machine';

/**
 * Sign-up (spec section 2): an identity refused keeps the person at the identification step "with the message";
 * the message belongs to that attempt, so going back leaves it behind.
 */
describe('the account wizards’ shared steps', () => {
  it('show the refusal at the identification, and forget it when the person goes back', () => {
    const actor = createActor(signupMachine).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'IDENTITY_REFUSED', message: 'Ce numéro de registre national est déjà utilisé.' });
    expect(actor.getSnapshot().context.refusal).toBe('Ce numéro de registre national est déjà utilisé.');
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toBe('foreword');
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});
