import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * A browser's proof that a login signed in from it before (OWASP's device cookies): such a browser keeps its own small
 * allowance on that login, so that a stranger's guesses from anywhere never keep the owner out (docs/security.md).
 * Bound to one login by its hash, so that it says nothing of another login and nothing readable of this one; its
 * audience keeps it from ever passing for an access token, and an access token for it.
 */
export interface DeviceTokens {
  /** A new device token for the login, valid until `expiresAt`. */
  issue(login: string, expiresAt: Date): Promise<string>;
  /** The device's id when the token is genuine, unexpired and issued for this login; null otherwise. */
  deviceOf(token: string | undefined, login: string): Promise<string | null>;
}

const AUDIENCE = 'device';

/** The login as the token and the cookie's name carry it: lower case, hashed. */
export const loginDigest = (login: string) => createHash('sha256').update(login.toLowerCase()).digest('base64url');

export function createDeviceTokens(secret: Uint8Array): DeviceTokens {
  return {
    issue: (login, expiresAt) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setAudience(AUDIENCE)
        .setSubject(loginDigest(login))
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    async deviceOf(token, login) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, subject: loginDigest(login) });
        return typeof payload.jti === 'string' ? payload.jti : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
