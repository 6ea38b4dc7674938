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

export function createTokenSigner(secret: Uint8Array): TokenSigner {
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
      try {
        // An expired token may still be exchanged at /auth/refresh while its session lives on.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return payload as unknown as AccessClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
