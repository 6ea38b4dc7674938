import { api, publicApi, refreshTokenIfExpired, request } from '../client';
import { clearStoredSession, readToken, storeToken } from '../token-store';
import type { DroitId } from '../../../domain/droits';
import type { IssuedToken, Whoami, WhoamiMeta } from '../../../domain/wire/auth';
import type { LinkedOrganisation, SessionData } from '../../../machines/session.types';

/** GET /auth/whoami, mapped once from the wire names to the session's. */
async function whoami(): Promise<SessionData> {
  const { result, meta } = await request<{ result: Whoami; meta: WhoamiMeta }>('/auth/whoami');
  return {
    user: { id: result.user.id, prenom: result.user.Prenom, nom: result.user.Nom, droits: result.user.droits.map((d) => d.id) },
    linkedOrganisations: result.linked_organisations,
    droitId: meta.auth.droit_id as DroitId,
  };
}

export async function loginWithPassword(input: { login: string; password: string; droitId?: DroitId }): Promise<SessionData> {
  const token = await publicApi<IssuedToken>('/auth/login/password', { method: 'POST', body: input });
  storeToken(token);
  return whoami();
}

/** POST /auth/login/gestia with the code the external identity service gave back. */
export async function loginWithGestia(input: { gestiaCode: string; droitId?: DroitId }): Promise<SessionData> {
  const token = await publicApi<IssuedToken>('/auth/login/gestia', { method: 'POST', body: input });
  storeToken(token);
  return whoami();
}

/**
 * At launch with a stored token: the client refreshes first when its expiry passed. Without one, the token the
 * plain login form's sign-in left (server/routes/auth-form.ts, src/session/login-handover-flag.ts) is taken first,
 * once, and kept as after any sign-in.
 */
export async function restoreSession(): Promise<SessionData> {
  if (!readToken()) {
    const issued = await publicApi<IssuedToken | null>('/auth/login/handover', { method: 'POST' });
    if (issued) storeToken(issued);
  }
  return whoami();
}

export async function swapDroit(input: { droitId: DroitId }): Promise<SessionData> {
  storeToken(await api<IssuedToken>(`/auth/swap-droit/${input.droitId}`, { method: 'POST' }));
  return whoami();
}

export async function refreshLinkedOrganisations(): Promise<{ linkedOrganisations: LinkedOrganisation[] }> {
  const result = await api<IssuedToken & { linked_organisations: LinkedOrganisation[] }>('/auth/refreshLinkedOrganisations');
  storeToken(result);
  return { linkedOrganisations: result.linked_organisations };
}

/**
 * The token is forgotten before the server revokes it, so that no call made meanwhile (a screen refetching
 * as the session ends) is sent with it: the client sends nothing without a session.
 */
export async function logout(): Promise<void> {
  // An expired token is refreshed first: the server revokes a session only for a live token.
  await refreshTokenIfExpired();
  const stored = readToken();
  clearStoredSession();
  if (stored) await api('/auth/logout', { headers: { Authorization: `Bearer ${stored.token}` } });
}
