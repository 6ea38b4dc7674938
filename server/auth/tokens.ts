import { SignJWT, jwtVerify, errors } from 'jose';

/** What an access token says (spec section 3: a claims list, linked_organisations and an expiry). */
export interface AccessClaims {
  sub: string;
  sid: string;
  droit_id: number;
  claims: string[];
  linked_organisations: Array<{ id: number; type_organisation_id: number; type_contact_id: number }>;
  exp: number;
}

export interface TokenSigner {
  sign(claims: Omit<AccessClaims, 'exp'>, expiresAt: Date): Promise<string>;
  /** Returns the claims, or null when the token is malformed, forged or (unless allowExpired) expired. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<AccessClaims | null>;
}

/** Tokens verified lately, kept to spare the signature check on every request of the same browser. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  // Keyed by the whole token, signature included: the same bytes always verify the same way. Expiry is
  // checked again on every use; revocation is the session's business, read on every request anyway.
  const verified = new Map<string, AccessClaims>();
  const remember = (token: string, claims: AccessClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async sign({ sub, ...claims }, expiresAt) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
    },
    async verify(token, options = {}) {
      const known = verified.get(token);
      if (known) return options.allowExpired || known.exp * 1000 > Date.now() ? known : null;
      try {
        // An expired token may still be exchanged at /auth/refresh while its session lives on.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
        remember(token, payload as unknown as AccessClaims);
        return payload as unknown as AccessClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
