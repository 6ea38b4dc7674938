import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import type { TokenSigner } from '../../auth/tokens';
import { DomainError } from '../../../domain/errors';
import type { GestiaLoginPayload } from '../../../domain/schemas/auth';
import { signIn, type PlatformState } from './login';
import type { IssuedToken } from './sessions';
import { beginIdentityServiceAttempt } from './login-throttle';
import { completeIdentityProof, handProofToSignup, keepProvenIdentity, startIdentityProof, takeProvenIdentity } from './identity-proofs';
import { identityNotProven, identityServiceNotConfigured, loginCallbackUri, type RelyingParty } from './relying-party';

/** Where the eID sign-in starts: this server, which sends the browser to the provider with a new request. */
export const gestiaLoginStartPath = '/api/auth/gestia-login';

/**
 * GET /auth/gestia-login-url: where the login screen's eID button goes (our start, which redirects to the provider),
 * or null when the platform has no identity service. The screen adds the page to come back to as `state`.
 */
export function gestiaLoginUrl(config: ServerConfig, identity: RelyingParty | null): string | null {
  return identity ? `${config.platform.url}${gestiaLoginStartPath}` : null;
}

/** Only a path of this app comes back from the provider: never another site (an open redirect). */
export function safeReturnPath(value: string | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/** Where /login/gestia (spec section 2) gets the outcome: our one-time code and the page to open, or the error code. */
function gestiaScreen(config: ServerConfig, query: Record<string, string>): string {
  return `${config.platform.url}/app/login/gestia?${new URLSearchParams(query).toString()}`;
}

/** GET /auth/gestia-login?state=: the provider's page for a new eID sign-in, remembering the page to open after it. */
export async function startGestiaLogin(db: Db, config: ServerConfig, identity: RelyingParty | null, returnTo: string | undefined): Promise<string> {
  try {
    return await startIdentityProof(db, identity, loginCallbackUri(config), { purpose: 'login', returnTo: safeReturnPath(returnTo) });
  } catch (error) {
    if (error instanceof DomainError) return gestiaScreen(config, { erreur: error.code });
    throw error;
  }
}

/**
 * GET /auth/gestia-login-callback: the provider came back. The proven identity is kept for one exchange under a
 * random one-time code, which /login/gestia sends as the spec's `gestiaCode`; or the screen gets the error code.
 */
export async function completeGestiaLogin(db: Db, config: ServerConfig, identity: RelyingParty | null, callbackUrl: URL, address: string): Promise<string> {
  const outcome = await completeIdentityProof(db, config, identity, { url: callbackUrl, purposes: ['login'] }, address);
  if ('error' in outcome) return gestiaScreen(config, { erreur: outcome.error });
  const code = await keepProvenIdentity(db, outcome.visit, outcome.identity);
  return gestiaScreen(config, { code, ...(outcome.visit.returnTo ? { state: outcome.visit.returnTo } : {}) });
}

/**
 * POST /auth/login/gestia: the person the provider proved signs in as the contact with that national register
 * number. The code is good once; a wrong one, or an identity no account holds, costs the address an attempt; the
 * latter's answer carries the sign-up's handle of that identity.
 */
export async function loginWithGestia(
  db: Db,
  config: ServerConfig,
  signer: TokenSigner,
  identity: RelyingParty | null,
  payload: GestiaLoginPayload,
  address: string,
  platform: PlatformState,
): Promise<IssuedToken> {
  if (!identity) throw identityServiceNotConfigured();
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  const proven = await takeProvenIdentity(db, payload.gestiaCode, 'login');
  const [contact] = proven
    ? await db.select({ id: contacts.id, compteValide: contacts.compteValide }).from(contacts).where(eq(contacts.numeroIdentification, proven.nationalRegisterNumber))
    : [];
  if (!contact) {
    await attempt.failed();
    if (!proven) throw identityNotProven();
    // A newcomer: offered the sign-up, which starts already proven (GET /auth/get-gestia-personal-data/{personalDataId}).
    const personalDataId = await handProofToSignup(db, proven);
    throw new DomainError('unauthenticated', 'gestia_unknown_account', "Aucun compte de la plateforme n'est lié à cette identité.", {
      details: { personalDataId },
    });
  }
  await attempt.cleared();
  return signIn(db, config, signer, contact, payload.droitId, platform);
}
