import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import type { TokenSigner } from '../../auth/tokens';
import { ApiError } from '../../http/errors';
import { normaliseNationalRegisterNumber } from '../../../domain/validators/national-register';
import type { GestiaLoginPayload } from '../../../domain/schemas/auth';
import { signIn } from './login';
import type { IssuedToken } from './sessions';
import { beginIdentityServiceAttempt } from './login-throttle';

/** Where the identity service sends the browser back with its code (the /login/gestia screen). */
export function gestiaRedirectUri(config: ServerConfig): string {
  return `${config.platform.url}/app/login/gestia`;
}

/** GET /auth/gestia-login-url: the identity service's authorisation page, or null when none is configured. */
export function gestiaLoginUrl(config: ServerConfig, state = 'login'): string | null {
  if (!config.gestia) return null;
  const url = new URL(config.gestia.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.gestia.clientId);
  url.searchParams.set('redirect_uri', gestiaRedirectUri(config));
  url.searchParams.set('state', state);
  return url.toString();
}

const failure = (status: number, code: string, message: string) => new ApiError(status, code, message);

/**
 * Exchanges the code for the person's national register number (the identity service answers
 * `{ national_register_number }`). Its failures are told apart from ours: the browser shows the code.
 */
export async function exchangeCode(config: NonNullable<ServerConfig['gestia']>, code: string, redirectUri: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: config.clientSecret }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw failure(502, 'gestia_unavailable', "Le service d'identité ne répond pas. Merci de réessayer plus tard.");
  }
  const body = (await response.json().catch(() => null)) as { national_register_number?: unknown } | null;
  const nrn = normaliseNationalRegisterNumber(body?.national_register_number);
  if (!response.ok || !nrn) throw failure(401, 'gestia_invalid_code', "Le service d'identité n'a pas confirmé votre identité.");
  return nrn;
}

/** The contact whose national register number the identity service proves for this code. */
async function provenContact(db: Db, config: NonNullable<ServerConfig['gestia']>, code: string, redirectUri: string) {
  const nrn = await exchangeCode(config, code, redirectUri);
  const [contact] = await db
    .select({ id: contacts.id, compteValide: contacts.compteValide })
    .from(contacts)
    .where(eq(contacts.numeroIdentification, nrn));
  if (!contact) throw failure(401, 'gestia_unknown_account', "Aucun compte de la plateforme n'est lié à cette identité.");
  return contact;
}

/** POST /auth/login/gestia: the person proven by the identity service signs in as the contact with that number. */
export async function loginWithGestia(
  db: Db,
  config: ServerConfig,
  signer: TokenSigner,
  payload: GestiaLoginPayload,
  address: string,
): Promise<IssuedToken> {
  if (!config.gestia) throw failure(400, 'gestia_not_configured', "La connexion par le service d'identité n'est pas disponible sur cette plateforme.");
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  const contact = await provenContact(db, config.gestia, payload.gestiaCode, gestiaRedirectUri(config)).catch(async (error: unknown) => {
    // The service being down says nothing about the client.
    await (error instanceof ApiError && error.code === 'gestia_unavailable' ? attempt.cleared() : attempt.failed());
    throw error;
  });
  await attempt.cleared();
  return signIn(db, config, signer, contact, payload.droitId);
}
