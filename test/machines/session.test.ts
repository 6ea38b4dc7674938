import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { sessionMachine, toSessionError } from '../../machines/session.machine';
import type { LinkedOrganisation, SessionData } from '../../machines/session.types';

const providerOrganisation: LinkedOrganisation = {
  id: 1,
  type_organisation_id: TypeOrganisation.PRESTATAIRE,
  nom: 'Conseil SRL',
  type_contact_id: 1,
  validation_status: StatutValidationLien.VALIDE,
};
const beneficiaryOrganisation: LinkedOrganisation = { ...providerOrganisation, id: 2, type_organisation_id: TypeOrganisation.BENEFICIAIRE, nom: 'Verrerie SA' };

const asProvider: SessionData = {
  user: { id: 1, prenom: 'Marie', nom: 'Dupont', droits: [Droit.Administrateur, Droit.Prestataire, Droit.Beneficiaire] },
  linkedOrganisations: [providerOrganisation, beneficiaryOrganisation],
  droitId: Droit.Prestataire,
};

/** A session whose server calls answer from `server`; the host effects and server calls are recorded in order. */
function session(
  server: { session?: () => SessionData; loginError?: unknown; restoreError?: unknown; refreshError?: unknown; swapError?: unknown } = {},
) {
  const calls: string[] = [];
  const inputs: unknown[] = [];
  const answer = async (name: string, input: unknown, error?: unknown) => {
    calls.push(name);
    inputs.push(input);
    if (error !== undefined) throw error;
    return (server.session ?? (() => asProvider))();
  };
  const record = (name: string) => () => void calls.push(name);
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(({ input }) => answer('restoreSession', input, server.restoreError)),
      loginWithPassword: fromPromise(({ input }) => answer('loginWithPassword', input, server.loginError)),
      loginWithGestia: fromPromise(({ input }) => answer('loginWithGestia', input, server.loginError)),
      swapDroit: fromPromise(async ({ input }) => ({ ...(await answer('swapDroit', input, server.swapError)), droitId: input.droitId })),
      refreshLinkedOrganisations: fromPromise(async () => {
        calls.push('refreshLinkedOrganisations');
        if (server.refreshError !== undefined) throw server.refreshError;
        return { linkedOrganisations: [beneficiaryOrganisation] };
      }),
      logout: fromPromise<void, void>(async () => {
        calls.push('logout');
        throw new Error('network down');
      }),
    },
    actions: {
      clearStoredSession: record('clearStoredSession'),
      goToLogin: record('goToLogin'),
      goHomeAndReload: record('goHomeAndReload'),
      notifyNewVersion: record('notifyNewVersion'),
    },
  });
  return { actor: createActor(machine).start(), calls, inputs };
}

async function connected(server?: Parameters<typeof session>[0]) {
  const s = session(server);
  s.actor.send({ type: 'LOGIN', login: 'marie', password: 'secret123' });
  await waitFor(s.actor, (snap) => snap.matches({ connected: 'idle' }));
  s.calls.length = 0;
  return s;
}

describe('session machine', () => {
  it('restores a stored session at launch, telling the host to refresh an expired token first', async () => {
    const { actor, inputs } = session();
    actor.send({ type: 'RESTORE', expired: true });
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }));
    expect(inputs).toEqual([{ expired: true }]);
    expect(actor.getSnapshot().context.user?.prenom).toBe('Marie');
  });

  it('discards an invalid stored token without going to login', async () => {
    const { actor, calls } = session({ restoreError: { code: 'Invalid token', message: 'Invalid token' } });
    actor.send({ type: 'RESTORE', expired: false });
    await waitFor(actor, (s) => s.matches('disconnected'));
    expect(calls).toEqual(['restoreSession', 'clearStoredSession']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the right chosen by the role query with the login', async () => {
    const { actor, inputs } = session();
    actor.send({ type: 'LOGIN', login: 'marie', password: 'secret123', droitId: Droit.Beneficiaire });
    await waitFor(actor, (s) => s.matches('connected'));
    expect(inputs[0]).toEqual({ login: 'marie', password: 'secret123', droitId: Droit.Beneficiaire });
  });

  it.each([
    [{ code: 'invalid_credentials', message: 'Unauthorized' }, { code: 'invalid_credentials', message: 'Unauthorized' }],
    [{ code: 'AccountDisabled', message: 'Compte désactivé' }, { code: 'AccountDisabled', message: 'Compte désactivé' }],
    [{ status: 500 }, { code: 'unexpected', message: 'unexpected' }],
  ])('keeps a failed login (%j) for the login screen', async (thrown, kept) => {
    const { actor } = session({ loginError: thrown });
    actor.send({ type: 'LOGIN', login: 'marie', password: 'wrong' });
    await waitFor(actor, (s) => s.matches('disconnected') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual(kept);
  });

  it('switches a provider without a provider organisation to beneficiary', async () => {
    const pendingOnly = { ...providerOrganisation, validation_status: StatutValidationLien.EN_ATTENTE };
    const { actor, inputs } = session({ session: () => ({ ...asProvider, linkedOrganisations: [pendingOnly, beneficiaryOrganisation] }) });
    actor.send({ type: 'LOGIN', login: 'marie', password: 'secret123' });
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }));
    expect(inputs[1]).toEqual({ droitId: Droit.Beneficiaire });
    expect(actor.getSnapshot().context.droitId).toBe(Droit.Beneficiaire);
  });

  it('switches to beneficiary when a refresh shows the provider lost its provider organisation', async () => {
    const { actor, calls } = await connected();
    actor.send({ type: 'REFRESH_LINKED_ORGANISATIONS' });
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }) && s.context.droitId === Droit.Beneficiaire);
    expect(calls).toEqual(['refreshLinkedOrganisations', 'swapDroit']);
  });

  it('clears the stored session and the user on a 498, without going to login', async () => {
    const { actor, calls } = await connected();
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls).toEqual(['clearStoredSession']);
  });

  it('tells of a new version, then logs out, on InvalidApiVersion; a failed logout call still logs out', async () => {
    const { actor, calls } = await connected();
    actor.send({ type: 'API_VERSION_MISMATCH' });
    await waitFor(actor, (s) => s.matches('disconnected'));
    expect(calls).toEqual(['notifyNewVersion', 'logout', 'clearStoredSession', 'goToLogin']);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('refuses a swap to a right the user does not hold, cannot swap to, or is already in', async () => {
    const { actor, calls } = await connected({ session: () => ({ ...asProvider, user: { ...asProvider.user, droits: [Droit.Prestataire] } }) });
    for (const droitId of [Droit.Beneficiaire, Droit.Prestataire, Droit.Administrateur]) {
      expect(actor.getSnapshot().can({ type: 'SWAP_DROIT', droitId })).toBe(false);
      actor.send({ type: 'SWAP_DROIT', droitId });
    }
    expect(actor.getSnapshot().value).toEqual({ connected: 'idle' });
    expect(calls).toEqual([]);
  });

  it('swaps to a right the user holds, then goes Home and reloads', async () => {
    const { actor, calls } = await connected();
    actor.send({ type: 'SWAP_DROIT', droitId: Droit.Beneficiaire });
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }) && s.context.droitId === Droit.Beneficiaire);
    expect(calls).toEqual(['swapDroit', 'goHomeAndReload']);
  });

  it('sets the maintenance flag whatever the session is doing', () => {
    const { actor } = session();
    actor.send({ type: 'LOGIN', login: 'marie', password: 'secret123' });
    // The login call has not answered yet: a 503 can come in the middle of anything.
    actor.send({ type: 'MAINTENANCE' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().context.maintenance).toBe(true);
  });
});

/**
 * A refused eID sign-in of an identity the platform does not know carries the identity already proven, so that
 * 'Créer un compte' opens the sign-up at the personal data (spec section 2, sign-up step 3).
 */
describe('a session error', () => {
  it('keeps the proven identity an unknown eID sign-in carries, and only a real one', () => {
    const unknown = { code: 'IdentityUnknown', message: 'Identité inconnue.', personalDataId: 'p-7' };
    expect(toSessionError(unknown)).toEqual(unknown);
    expect(toSessionError({ ...unknown, personalDataId: '' })).toEqual({ code: 'IdentityUnknown', message: 'Identité inconnue.' });
  });
});

describe('what a route waits for', () => {
  // Written from what a guard needs (src/session/session-actor.ts): while the session does not yet know who is
  // signed in, under which right, it is settling; once it knows, it is not, even while it re-reads or swaps.
  const SETTLING: Array<[string, boolean]> = [
    ['disconnected', false],
    ['restoring', true],
    ['loggingIn', true],
    ['loggingInWithGestia', true],
    ['connected.checkingDroit', true],
    ['connected.switchingToBeneficiary', true],
    ['connected.idle', false],
    ['connected.refreshingLinkedOrganisations', false],
    ['connected.swappingDroit', false],
    ['loggingOut', true],
  ];
  it.each(SETTLING)('%s: settling %s', (path, settling) => {
    const [parent, child] = path.split('.');
    const value = child ? { [parent!]: child } : parent!;
    const snapshot = sessionMachine.resolveState({ value, context: { ...sessionMachine.config.context, ...asProvider, error: null } as never });
    expect(snapshot.hasTag('settling')).toBe(settling);
  });
});

describe('the session machine, every path of its calls', () => {
  it('starts signed out, not in maintenance', () => {
    expect(session().actor.getSnapshot().context).toEqual({ user: null, linkedOrganisations: [], droitId: null, error: null, maintenance: false });
  });

  it('signs in with the code the identity service sent back, under the right asked for', async () => {
    const { actor, inputs } = session();
    actor.send({ type: 'LOGIN_GESTIA', gestiaCode: 'c-42', droitId: Droit.Beneficiaire });
    expect(actor.getSnapshot().value).toBe('loggingInWithGestia');
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }));
    expect(inputs[0]).toEqual({ gestiaCode: 'c-42', droitId: Droit.Beneficiaire });
  });

  it('shows the identity service refusal on the login screen', async () => {
    const { actor } = session({ loginError: { code: 'access_denied', message: 'Refusé' } });
    actor.send({ type: 'LOGIN_GESTIA', gestiaCode: 'c-42' });
    await waitFor(actor, (s) => !s.hasTag('settling'));
    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(actor.getSnapshot().context.error).toEqual({ code: 'access_denied', message: 'Refusé' });
  });

  it('ends the session when a provider without a provider organisation cannot be switched to beneficiary', async () => {
    const pendingOnly = { ...providerOrganisation, validation_status: StatutValidationLien.EN_ATTENTE };
    const { actor, calls } = session({ session: () => ({ ...asProvider, linkedOrganisations: [pendingOnly] }), swapError: { code: 'Forbidden' } });
    actor.send({ type: 'LOGIN', login: 'marie', password: 'secret123' });
    await waitFor(actor, (s) => s.matches('disconnected'));
    expect(calls).toEqual(['loginWithPassword', 'swapDroit', 'logout', 'clearStoredSession', 'goToLogin']);
  });

  it('keeps what it knew when re-reading the linked organisations fails', async () => {
    const { actor, calls } = await connected({ refreshError: new Error('network down') });
    actor.send({ type: 'REFRESH_LINKED_ORGANISATIONS' });
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }));
    expect(calls).toEqual(['refreshLinkedOrganisations']);
    expect(actor.getSnapshot().context.linkedOrganisations).toEqual(asProvider.linkedOrganisations);
  });

  it('stays under the current right when the swap is refused', async () => {
    const { actor, calls } = await connected({ swapError: { code: 'Forbidden' } });
    actor.send({ type: 'SWAP_DROIT', droitId: Droit.Beneficiaire });
    await waitFor(actor, (s) => s.matches({ connected: 'idle' }));
    expect(calls).toEqual(['swapDroit']);
    expect(actor.getSnapshot().context.droitId).toBe(Droit.Prestataire);
  });
});

describe('what the host must provide', () => {
  // Each server call is the host's (src/session/session-actor.ts): left out, it fails naming itself.
  const CALLS = ['restoreSession', 'loginWithPassword', 'loginWithGestia', 'refreshLinkedOrganisations', 'swapDroit', 'logout'] as const;
  it.each(CALLS)('%s', async (name) => {
    const actor = createActor(sessionMachine.implementations.actors[name] as never, { input: {} as never });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failed)).toContain(`"${name}" must be provided by the host`);
  });
});

describe('a session error, from anything an API call throws', () => {
  it.each([
    [{ code: '', message: '' }, { code: 'unexpected', message: 'unexpected' }],
    [{ code: 503, message: ['Maintenance'] }, { code: 'unexpected', message: 'unexpected' }],
    [{ code: 'IdentityUnknown', message: 'Identité inconnue.', personalDataId: 7 }, { code: 'IdentityUnknown', message: 'Identité inconnue.' }],
    [null, { code: 'unexpected', message: 'unexpected' }],
  ])('%j → %j', (thrown, kept) => {
    expect(toSessionError(thrown)).toEqual(kept);
  });
});
