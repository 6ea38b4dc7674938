import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, contacts, signupIdentities } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import { ApiError, notFound } from '../../http/errors';
import type { SignupType } from '../../../domain/schemas/signup';
import { exchangeCode } from './gestia';
import { beginIdentityServiceAttempt } from './login-throttle';
import { hashOpaque, liveToken, randomOpaqueId } from './signup-tokens';

/** The identity the provider proved: the national register number always, the rest when it gives them. */
export interface ProvenIdentity {
  nationalRegisterNumber: string;
  prenom?: string;
  nom?: string;
  email?: string;
}

/** How long a sign-up may stay at the provider, then at the personal-data step, before starting again. */
export const SIGNUP_IDENTITY_MINUTES = 30;

export const TOKEN_NOT_VALID_MESSAGE = "Ce lien n'est pas valide ou a expiré.";
export const NRN_USED_MESSAGE = 'Ce numéro de registre national est déjà utilisé par un autre contact.';
export const IDENTITY_EXPIRED_MESSAGE = 'Votre identification a expiré. Merci de vous identifier à nouveau.';

const notConfigured = () => new ApiError(400, 'gestia_not_configured', "L'identification électronique n'est pas disponible sur cette plateforme.");
export const tokenNotValid = () => new ApiError(400, 'token_not_valid', TOKEN_NOT_VALID_MESSAGE);

/** Where the provider sends the browser back after a sign-up: the server, which keeps what it proves. */
export const signupRedirectUri = (config: ServerConfig) => `${config.platform.url}/api/auth/gestia-signup-callback`;

/**
 * GET /auth/gestia-signup-url?state=: the provider's authorisation page for a sign-up. The state sent to the provider
 * is a random one naming the kept row, which remembers the kind of sign-up (and the account to validate, whose token
 * must still be good: else 400 token_not_valid, the foreword's flag).
 */
export async function gestiaSignupUrl(db: Db, config: ServerConfig, signupType: SignupType, token: string | undefined, now = new Date()): Promise<string> {
  if (!config.gestia) throw notConfigured();
  if (signupType === 'validate' && !(token && (await liveToken(db, token, 'validate', now)))) throw tokenNotValid();
  const state = randomOpaqueId();
  await db.delete(signupIdentities).where(lte(signupIdentities.expiresAt, now));
  await db.insert(signupIdentities).values({
    stateHash: hashOpaque(state),
    signupType,
    tokenHash: token ? hashOpaque(token) : null,
    expiresAt: new Date(now.getTime() + SIGNUP_IDENTITY_MINUTES * 60_000),
  });
  const url = new URL(config.gestia.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.gestia.clientId);
  url.searchParams.set('redirect_uri', signupRedirectUri(config));
  url.searchParams.set('state', state);
  return url.toString();
}

/** The screen the callback sends the browser to: the personal data with their id, or step 2 with an error code. */
export type SignupCallbackOutcome = { signupType: SignupType; personalDataId: string } | { signupType: SignupType; error: string };

const STEP_PATHS: Record<SignupType, string> = { create: '/app/signup', validate: '/app/validate-account' };

export function signupCallbackLocation(config: ServerConfig, outcome: SignupCallbackOutcome): string {
  const base = `${config.platform.url}${STEP_PATHS[outcome.signupType]}`;
  return 'error' in outcome
    ? `${base}/authentification?erreur=${encodeURIComponent(outcome.error)}`
    : `${base}/donnees-personnelles?id=${encodeURIComponent(outcome.personalDataId)}`;
}

/**
 * GET /auth/gestia-signup-callback?code=&state=: proves the identity behind the code and keeps it under a new random
 * id. A code or state that fails costs the address what a wrong password does (the login throttle's address bucket).
 */
export async function completeSignupCallback(db: Db, config: ServerConfig, code: string, state: string, address: string): Promise<SignupCallbackOutcome> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(signupIdentities)
    .where(and(eq(signupIdentities.stateHash, hashOpaque(state)), gt(signupIdentities.expiresAt, now)));
  // A state the server never gave cannot say which sign-up it was: the create flow starts again.
  if (!row || row.personalDataHash !== null || !config.gestia) return { signupType: 'create', error: 'gestia_invalid_state' };
  const signupType = row.signupType as SignupType;
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  let identity: ProvenIdentity;
  try {
    identity = await proveIdentity(config, code, row.codeVerifier);
  } catch (error) {
    await (error instanceof ApiError && error.code === 'gestia_unavailable' ? attempt.cleared() : attempt.failed());
    return { signupType, error: error instanceof ApiError ? error.code : 'gestia_invalid_code' };
  }
  await attempt.cleared();
  const [taken] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.numeroIdentification, identity.nationalRegisterNumber));
  // An account to validate may already carry its own number; any other contact holding it refuses the sign-up.
  const ownContact = row.tokenHash && taken ? await tokenContact(db, row.tokenHash) : null;
  if (taken && taken.id !== ownContact) return { signupType, error: 'nrn_used' };
  const personalDataId = randomOpaqueId();
  await db
    .update(signupIdentities)
    .set({ personalDataHash: hashOpaque(personalDataId), nationalRegisterNumber: identity.nationalRegisterNumber, prenom: identity.prenom ?? null, nom: identity.nom ?? null, email: identity.email ?? null })
    .where(eq(signupIdentities.stateHash, row.stateHash));
  return { signupType, personalDataId };
}

async function tokenContact(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db.select({ contactId: accountTokens.contactId }).from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
  return row?.contactId ?? null;
}

/** The seam to the identity provider: given the callback's code, the identity it proves (or an ApiError). */
async function proveIdentity(config: ServerConfig, code: string, _codeVerifier: string | null): Promise<ProvenIdentity> {
  if (!config.gestia) throw notConfigured();
  return { nationalRegisterNumber: await exchangeCode(config.gestia, code, signupRedirectUri(config)) };
}

/** The proven identity kept under this id, while it is good (of that kind of sign-up when given). */
export async function keptIdentity(db: Db, personalDataId: string, signupType?: SignupType, now = new Date()) {
  const [row] = await db
    .select()
    .from(signupIdentities)
    .where(and(eq(signupIdentities.personalDataHash, hashOpaque(personalDataId)), gt(signupIdentities.expiresAt, now)));
  if (!row || row.nationalRegisterNumber === null || (signupType && row.signupType !== signupType)) return null;
  return { ...row, nationalRegisterNumber: row.nationalRegisterNumber, signupType: row.signupType as SignupType };
}

/** GET /auth/get-gestia-personal-data/{id}: what the provider proved, for the personal-data form. */
export async function personalData(db: Db, personalDataId: string) {
  const kept = await keptIdentity(db, personalDataId);
  if (!kept) throw notFound();
  return {
    signupType: kept.signupType,
    NumeroRegistreNational: kept.nationalRegisterNumber,
    Prenom: kept.prenom,
    Nom: kept.nom,
    Email: kept.email,
  };
}
