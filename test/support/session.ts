import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { SessionData } from '../../machines/session.types';
import { Droit } from '../../domain/droits';
import { TypeOrganisation } from '../../domain/organisation-types';
import { TypeContact } from '../../domain/contact-types';
import type { SessionActor } from '../../src/session/session-actor';
import { storeToken } from '../../src/api/token-store';

export const PROVIDER_AND_BENEFICIARY: SessionData = {
  user: { id: 1, prenom: 'Pierre', nom: 'Martin', droits: [Droit.Prestataire, Droit.Beneficiaire] },
  linkedOrganisations: [
    { id: 1, type_organisation_id: TypeOrganisation.PRESTATAIRE, nom: 'Conseil & Transition SRL', type_contact_id: TypeContact.AUTORITE, validation_status: 1 },
    { id: 7, type_organisation_id: TypeOrganisation.BENEFICIAIRE, nom: 'Verrerie Wallonne SA', type_contact_id: TypeContact.AUTORITE, validation_status: 1 },
  ],
  droitId: Droit.Prestataire,
};

/**
 * A session machine already connected as `data`, with recorded swaps and logouts instead of API calls, and
 * its token stored, since the API client sends nothing without one (components-setup clears it after each test).
 */
export async function connectedSession(data: SessionData = PROVIDER_AND_BENEFICIARY) {
  storeToken({ access_token: 'jeton', expires_at: '2999-01-01T00:00:00Z' });
  const swaps: number[] = [];
  const effects = { logouts: 0, goHomeAndReload: 0 };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loginWithPassword: fromPromise(async () => data),
        swapDroit: fromPromise(async ({ input }) => {
          swaps.push(input.droitId);
          return { ...data, droitId: input.droitId };
        }),
        logout: fromPromise(async () => {
          effects.logouts++;
        }),
      },
      actions: {
        clearStoredSession: () => {},
        goToLogin: () => {},
        goHomeAndReload: () => {
          effects.goHomeAndReload++;
        },
        notifyNewVersion: () => {},
      },
    }),
  );
  actor.start();
  actor.send({ type: 'LOGIN', login: 'x', password: 'y' });
  await waitFor(actor, (s) => s.matches({ connected: 'idle' }));
  return { actor: actor as unknown as SessionActor, swaps, effects };
}
