import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, contacts } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import { DomainError, notFound } from '../../../domain/errors';
import type { SignupType } from '../../../domain/schemas/signup';
import { completeIdentityProof, keepProvenIdentity, keptIdentity, startIdentityProof } from './identity-proofs';
import { signupCallbackUri, type RelyingParty } from './relying-party';
import { hashOpaque, liveToken } from './signup-tokens';

export const TOKEN_NOT_VALID_MESSAGE = "Ce lien n'est pas valide ou a expiré.";
export const NRN_USED_MESSAGE = 'Ce numéro de registre national est déjà utilisé par un autre contact.';
export const IDENTITY_EXPIRED_MESSAGE = 'Votre identification a expiré. Merci de vous identifier à nouveau.';

export const tokenNotValid = () => new DomainError('invalid', 'token_not_valid', TOKEN_NOT_VALID_MESSAGE);

/**
 * GET /auth/gestia-signup-url?state=: the provider's authorization page for a sign-up. The visit remembers the kind
 * of sign-up (and the account to validate, whose token must still be good: else 400 token_not_valid, the foreword's
 * flag).
 */
export async function gestiaSignupUrl(db: Db, config: ServerConfig, identity: RelyingParty | null, signupType: SignupType, token: string | undefined): Promise<string> {
  if (identity && signupType === 'validate' && !(token && (await liveToken(db, token, 'validate')))) throw tokenNotValid();
  return startIdentityProof(db, identity, signupCallbackUri(config), { purpose: signupType, tokenHash: token ? hashOpaque(token) : null });
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
 * id for the personal-data step, unless another contact already holds the number.
 */
export async function completeSignupCallback(db: Db, config: ServerConfig, identity: RelyingParty | null, callbackUrl: URL, address: string): Promise<SignupCallbackOutcome> {
  const outcome = await completeIdentityProof(db, config, identity, { url: callbackUrl, purposes: ['create', 'validate'] }, address);
  // A visit the server never started cannot say which sign-up it was: the create flow starts again.
  const signupType: SignupType = outcome.visit?.signupType === 'validate' ? 'validate' : 'create';
  if ('error' in outcome) return { signupType, error: outcome.error };
  const { visit, identity: proven } = outcome;
  const [taken] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.numeroIdentification, proven.nationalRegisterNumber));
  // An account to validate may already carry its own number; any other contact holding it refuses the sign-up.
  const ownContact = visit.tokenHash && taken ? await tokenContact(db, visit.tokenHash) : null;
  if (taken && taken.id !== ownContact) return { signupType, error: 'nrn_used' };
  return { signupType, personalDataId: await keepProvenIdentity(db, visit, proven) };
}

async function tokenContact(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db.select({ contactId: accountTokens.contactId }).from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
  return row?.contactId ?? null;
}

/** GET /auth/get-gestia-personal-data/{id}: what the provider proved, for the personal-data form. */
export async function personalData(db: Db, personalDataId: string) {
  const kept = await keptIdentity(db, personalDataId);
  if (!kept || kept.purpose === 'login') throw notFound();
  return {
    signupType: kept.purpose,
    NumeroRegistreNational: kept.nationalRegisterNumber,
    Prenom: kept.prenom,
    Nom: kept.nom,
    Email: kept.email,
  };
}
