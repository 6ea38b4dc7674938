import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signupIdentities } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import { DomainError } from '../../../domain/errors';
import type { SignupType } from '../../../domain/schemas/signup';
import { beginIdentityServiceAttempt } from './login-throttle';
import { identityServiceNotConfigured, type ProvenIdentity, type RelyingParty } from './relying-party';
import { hashOpaque, randomOpaqueId } from './signup-tokens';

/** Why the browser went to the identity provider: a sign-up of either kind, or an eID sign-in. */
export type ProofPurpose = SignupType | 'login';

/** How long a visit may stay at the provider, then the proven identity wait for its next step, before starting again. */
export const IDENTITY_PROOF_MINUTES = 30;

/**
 * Sends the browser to the provider: a new authorization request whose state (hashed), PKCE verifier and nonce
 * are kept with what the visit is for. Returns the provider's page.
 */
export async function startIdentityProof(
  db: Db,
  identity: RelyingParty | null,
  redirectUri: string,
  visit: { purpose: ProofPurpose; tokenHash?: string | null; returnTo?: string | null },
  now = new Date(),
): Promise<string> {
  if (!identity) throw identityServiceNotConfigured();
  const { url, secrets } = await identity.authorizationRequest(redirectUri);
  await db.delete(signupIdentities).where(lte(signupIdentities.expiresAt, now));
  await db.insert(signupIdentities).values({
    stateHash: hashOpaque(secrets.state),
    signupType: visit.purpose,
    tokenHash: visit.tokenHash ?? null,
    returnTo: visit.returnTo ?? null,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    expiresAt: new Date(now.getTime() + IDENTITY_PROOF_MINUTES * 60_000),
  });
  return url;
}

type ProofRow = typeof signupIdentities.$inferSelect;

/** The provider's answer, judged: the visit it belongs to (null for a state the server never gave) and the proof or an error code. */
export type ProofOutcome = { visit: ProofRow; identity: ProvenIdentity } | { visit: ProofRow | null; error: string };

/**
 * The provider came back to `callback.url` (its query: code, state, iss, or error), for a visit of one of
 * `callback.purposes`. Proves the identity against the
 * visit's secrets. A code or state that fails costs the address what a wrong password does (the sign-in throttle's
 * address bucket); the provider being down costs nothing.
 */
export async function completeIdentityProof(
  db: Db,
  config: ServerConfig,
  identity: RelyingParty | null,
  callback: { url: URL; purposes: readonly ProofPurpose[] },
  address: string,
): Promise<ProofOutcome> {
  const callbackUrl = callback.url;
  const state = callbackUrl.searchParams.get('state');
  const [visit] = state
    ? await db
        .select()
        .from(signupIdentities)
        .where(and(eq(signupIdentities.stateHash, hashOpaque(state)), gt(signupIdentities.expiresAt, new Date())))
    : [];
  const started = visit && visit.personalDataHash === null && (callback.purposes as readonly string[]).includes(visit.signupType);
  if (!started || !identity || !visit.codeVerifier || !visit.nonce) return { visit: null, error: 'gestia_invalid_state' };
  if (callbackUrl.searchParams.has('error')) return { visit, error: 'gestia_refused' };
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  try {
    const proven = await identity.prove(callbackUrl, { state: state!, codeVerifier: visit.codeVerifier, nonce: visit.nonce });
    await attempt.cleared();
    return { visit, identity: proven };
  } catch (error) {
    await (error instanceof DomainError && error.code === 'gestia_unavailable' ? attempt.cleared() : attempt.failed());
    return { visit, error: error instanceof DomainError ? error.code : 'gestia_invalid_code' };
  }
}

/** Keeps the proven identity on its visit under a new random id, the one the browser gets back. */
export async function keepProvenIdentity(db: Db, visit: ProofRow, identity: ProvenIdentity): Promise<string> {
  const id = randomOpaqueId();
  await db
    .update(signupIdentities)
    .set({ personalDataHash: hashOpaque(id), nationalRegisterNumber: identity.nationalRegisterNumber, prenom: identity.prenom ?? null, nom: identity.nom ?? null, email: identity.email ?? null })
    .where(eq(signupIdentities.stateHash, visit.stateHash));
  return id;
}

const byProvenId = (id: string, purpose: ProofPurpose | undefined, now: Date) =>
  and(
    eq(signupIdentities.personalDataHash, hashOpaque(id)),
    gt(signupIdentities.expiresAt, now),
    isNotNull(signupIdentities.nationalRegisterNumber),
    purpose ? eq(signupIdentities.signupType, purpose) : undefined,
  );

/** The proven identity kept under this id while it is good (of that purpose when given). */
export async function keptIdentity(db: Db, id: string, purpose?: ProofPurpose, now = new Date()) {
  const [visit] = await db.select().from(signupIdentities).where(byProvenId(id, purpose, now));
  return visit ? { ...visit, nationalRegisterNumber: visit.nationalRegisterNumber!, purpose: visit.signupType as ProofPurpose } : null;
}

/** Takes the proven identity once: of two calls with the same id, one gets it. */
export async function takeProvenIdentity(db: Db, id: string, purpose: ProofPurpose, now = new Date()) {
  const [visit] = await db.delete(signupIdentities).where(byProvenId(id, purpose, now)).returning();
  return visit ? { ...visit, nationalRegisterNumber: visit.nationalRegisterNumber! } : null;
}

/**
 * An eID sign-in proved a person no account holds (issue 28): the proof, already taken, is kept for a sign-up instead,
 * under a new random id only the refused sign-in's answer carries, for what remains of the visit's time. The login
 * code, which the browser's address bar has seen, is spent and proves nothing more; the new id is spent by the
 * account it creates.
 */
export async function handProofToSignup(db: Db, proof: ProofRow): Promise<string> {
  const id = randomOpaqueId();
  await db.insert(signupIdentities).values({
    // A state no provider will ever send back: the visit is over, only its proof is kept.
    stateHash: hashOpaque(randomOpaqueId()),
    signupType: 'create',
    personalDataHash: hashOpaque(id),
    nationalRegisterNumber: proof.nationalRegisterNumber,
    prenom: proof.prenom,
    nom: proof.nom,
    email: proof.email,
    expiresAt: proof.expiresAt,
  });
  return id;
}
