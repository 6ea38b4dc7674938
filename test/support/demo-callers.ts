import { expect } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import type { SessionContext } from '../../machines/session.types';
import type { TestApp } from './test-app';

/** The demo logins, each under every right it holds: the callers of the route-guard tests (test/server/route-guards*.test.ts). */
export const DEMO_LOGINS = ['demo.presta', 'demo.reference', 'demo.expert', 'demo.information', 'demo.benef', 'demo.gestionnaire', 'demo.centre.reference', 'demo.centre.avis', 'demo.emetteur'];

export interface Caller {
  login: string;
  droitId: number;
  authorization: string;
  session: Pick<SessionContext, 'user' | 'droitId' | 'linkedOrganisations'>;
}

/** Every demo login under every right it holds, with the session the browser would hold (GET /auth/whoami). */
export async function demoCallers(t: TestApp): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const login of DEMO_LOGINS) {
    const first = await t.login(login);
    const whoami = await t.app.inject({ url: '/api/auth/whoami', headers: { authorization: first.authorization } });
    const { user } = whoami.json().result;
    for (const { id: droitId } of user.droits as Array<{ id: number }>) {
      const { authorization } = await t.login(login, droitId);
      // Mapped as the browser's session maps GET /auth/whoami (src/api/auth/session-calls.ts).
      const { result, meta } = (await t.app.inject({ url: '/api/auth/whoami', headers: { authorization } })).json();
      const session = {
        user: { id: result.user.id, prenom: result.user.Prenom, nom: result.user.Nom, droits: result.user.droits.map((d: { id: number }) => d.id) },
        linkedOrganisations: result.linked_organisations,
        droitId: meta.auth.droit_id,
      };
      expect(session.droitId).toBe(droitId);
      callers.push({ login, droitId, authorization, session });
    }
  }
  return callers;
}


/** The session machine as the browser holds it for this caller once signed in: what a reserved area's route asks (src/routes/area-guard.ts). */
export function sessionSnapshotOf({ session }: Caller) {
  return sessionMachine.resolveState({ value: { connected: 'idle' }, context: { ...session, error: null, maintenance: false } });
}
