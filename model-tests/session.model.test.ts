import { describe, expect, it } from 'vitest';
import { Droit } from '../domain/droits';
import { TypeOrganisation } from '../domain/organisation-types';
import { StatutValidationLien } from '../domain/link-validation';
import { sessionMachine, toSessionError } from '../machines/session.machine';
import type { SessionContext, SessionEvent } from '../machines/session.types';
import { sessionModel } from './session.model';
import { describeStep, effects, ran, stepsOn, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

// The spec's rules of the session (sections 2, 4 and 8), checked on every step of every walked path.
const paths = walk(sessionMachine, sessionModel);
const steps = uniqueSteps(paths);
const context = (snapshot: { context: unknown }) => snapshot.context as SessionContext;

/** Written again from the spec's words rather than imported, so the machine is checked against them. */
function actsAsProviderWithoutOrganisation(c: SessionContext): boolean {
  const providerOrganisation = c.linkedOrganisations.some(
    (o) => o.type_organisation_id === TypeOrganisation.PRESTATAIRE && o.validation_status === StatutValidationLien.VALIDE,
  );
  return c.droitId === Droit.Prestataire && !providerOrganisation;
}

describe('session walks (spec section 4)', () => {
  it('know the user exactly when connected', () => {
    for (const { after } of steps) {
      const c = context(after);
      if (after.matches('connected')) expect(c.user !== null && c.droitId !== null, JSON.stringify(after.value)).toBe(true);
      if (after.matches('disconnected')) expect([c.user, c.droitId, c.linkedOrganisations]).toEqual([null, null, []]);
    }
  });

  it('never leave a provider without a provider organisation in that right', () => {
    stepsWhere(paths, (s) => s.after.matches({ connected: 'switchingToBeneficiary' }));
    for (const step of steps) {
      if (!step.after.matches('connected') || step.after.matches({ connected: 'switchingToBeneficiary' })) continue;
      expect(actsAsProviderWithoutOrganisation(context(step.after)), describeStep(step)).toBe(false);
    }
  });

  it('discard an invalid stored token, but keep it through a maintenance', () => {
    for (const step of stepsOn(paths, 'xstate.error.actor.restoreSession')) {
      const maintenance = toSessionError(step.event['error']).code === 'Under maintenance';
      expect(step.after.value).toBe('disconnected');
      expect(effects(step), describeStep(step)).toEqual(maintenance ? [] : ['clearStoredSession']);
    }
  });

  it('log out by calling the server, then removing the token, going to login and clearing the user', () => {
    for (const step of stepsWhere(paths, (s) => s.before.matches('connected') && s.event.type === 'LOGOUT')) {
      expect(step.after.value).toBe('loggingOut');
    }
    for (const type of ['xstate.done.actor.logout', 'xstate.error.actor.logout']) {
      for (const step of stepsOn(paths, type)) {
        expect(step.after.value).toBe('disconnected');
        expect(effects(step)).toEqual(['clearStoredSession', 'goToLogin']);
      }
    }
    for (const step of stepsWhere(paths, (s) => ran(s, 'goToLogin'))) expect(step.before.value).toBe('loggingOut');
  });

  it('let the user choose only a provider or beneficiary right they hold and are not in', () => {
    const swaps = stepsWhere(paths, (s) => s.event.type === 'SWAP_DROIT' && s.before.matches({ connected: 'idle' }));
    const accepted = swaps.filter((s) => s.after.matches({ connected: 'swappingDroit' }));
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(swaps.length);
    for (const step of swaps) {
      const c = context(step.before);
      const wanted = (step.event as Extract<SessionEvent, { type: 'SWAP_DROIT' }>).droitId;
      const allowed =
        (wanted === Droit.Prestataire || wanted === Droit.Beneficiaire) &&
        c.user!.droits.includes(wanted) &&
        wanted !== c.droitId &&
        // Our reading: a provider right without a provider organisation would be switched straight back.
        !actsAsProviderWithoutOrganisation({ ...c, droitId: wanted });
      expect(step.after.matches({ connected: 'swappingDroit' }), describeStep(step)).toBe(allowed);
      if (!allowed) expect(step.transitions, describeStep(step)).toEqual([]);
    }
  });

  it('go Home and reload after a swap of right, and only then', () => {
    for (const step of steps) {
      expect(ran(step, 'goHomeAndReload'), describeStep(step)).toBe(step.event.type === 'xstate.done.actor.swapDroit');
    }
  });
});

describe('session walks (spec section 8, error catalogue)', () => {
  it('clear the stored session and the user on a 498, without going to login', () => {
    const expired = stepsWhere(paths, (s) => s.event.type === 'SESSION_EXPIRED' && s.before.matches('connected'));
    for (const step of expired) {
      expect(step.after.value).toBe('disconnected');
      expect(effects(step)).toEqual(['clearStoredSession']);
    }
  });

  it('tell of a new version, then log out, on InvalidApiVersion', () => {
    for (const step of stepsOn(paths, 'API_VERSION_MISMATCH')) {
      expect(effects(step)[0]).toBe('notifyNewVersion');
      if (step.before.matches('connected')) expect(step.after.value).toBe('loggingOut');
      else expect(step.after.value).toEqual(step.before.value);
    }
  });

  it('set the maintenance flag from any state, without moving, and never clear it', () => {
    const maintenance = stepsOn(paths, 'MAINTENANCE');
    expect(new Set(maintenance.map((s) => JSON.stringify(s.before.value))).size).toBeGreaterThan(5);
    for (const step of maintenance) {
      expect(context(step.after).maintenance).toBe(true);
      expect(step.after.value).toEqual(step.before.value);
    }
    for (const step of steps) if (context(step.before).maintenance) expect(context(step.after).maintenance).toBe(true);
  });

  it('keep a failed login for the login screen, and forget it at the next attempt', () => {
    const failures = stepsOn(paths, 'xstate.error.actor.loginWithPassword');
    const codes = failures.map((s) => context(s.after).error?.code);
    expect(codes).toEqual(expect.arrayContaining(['invalid_credentials', 'Error', 'unexpected']));
    for (const step of failures) {
      expect(step.after.value).toBe('disconnected');
      expect(context(step.after).error?.message).toBeTruthy();
    }
    for (const step of stepsOn(paths, 'LOGIN')) expect(context(step.after).error).toBeNull();
  });
});
