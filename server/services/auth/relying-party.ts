import * as oidc from 'openid-client';
import type { OidcSettings, ServerConfig } from '../../config';
import { DomainError } from '../../../domain/errors';
import { normaliseNationalRegisterNumber } from '../../../domain/validators/national-register';

/** The identity the provider proved: the national register number always, the rest when it gives them. */
export interface ProvenIdentity {
  nationalRegisterNumber: string;
  prenom?: string;
  nom?: string;
  email?: string;
}

/** One authorization request's secrets, kept by the server (hashed state, verifier, nonce) until the provider comes back. */
export interface AuthorizationSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Where the provider sends the browser back: the server, which turns the code into the proven identity. */
export const loginCallbackUri = (config: ServerConfig) => `${config.platform.url}/api/auth/gestia-login-callback`;
export const signupCallbackUri = (config: ServerConfig) => `${config.platform.url}/api/auth/gestia-signup-callback`;
export const relyingPartyRedirectUris = (config: ServerConfig) => [loginCallbackUri(config), signupCallbackUri(config)];

/** The callback's URL as the provider addressed it: the platform's public address, with the query the browser brought. */
export function callbackUrl(base: string, requestUrl: string): URL {
  const query = requestUrl.indexOf('?');
  return new URL(`${base}${query === -1 ? '' : requestUrl.slice(query)}`);
}

export const identityServiceNotConfigured = () =>
  new DomainError('invalid', 'gestia_not_configured', "L'identification électronique n'est pas disponible sur cette plateforme.");
export const identityServiceUnavailable = () => new DomainError('outsideServiceFailed', 'gestia_unavailable', "Le service d'identité ne répond pas. Merci de réessayer plus tard.");
export const identityNotProven = () => new DomainError('unauthenticated', 'gestia_invalid_code', "Le service d'identité n'a pas confirmé votre identité.");

/** The provider could not be reached or failed on its side, as opposed to refusing what it was given. */
function unreachable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError' || (e instanceof TypeError && /fetch/i.test(e.message))) return true;
    if (e instanceof oidc.ResponseBodyError && e.status >= 500) return true;
  }
  return false;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export interface RelyingParty {
  /** A new authorization request (code flow, PKCE S256, state, nonce, a fresh authentication) and its secrets. */
  authorizationRequest(redirectUri: string): Promise<{ url: string; secrets: AuthorizationSecrets }>;
  /** The identity proven by the provider's answer (the callback's own URL), checked against the request's secrets. */
  prove(callbackUrl: URL, secrets: AuthorizationSecrets): Promise<ProvenIdentity>;
}

/**
 * The platform as an OpenID Connect client (openid-client) of `settings.issuer`. Discovery happens on first
 * use and again after a failure. `fetchImpl` carries the back-channel calls to an embedded provider in-process.
 */
export function createRelyingParty(settings: OidcSettings, fetchImpl?: oidc.CustomFetch): RelyingParty {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(fetchImpl ? { [oidc.customFetch]: fetchImpl } : {}),
        ...(settings.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .then((found) => {
        if (fetchImpl) found[oidc.customFetch] = fetchImpl;
        return found;
      });
    discovered.catch(() => (discovered = null));
    return discovered;
  };
  const provider = async () => configuration().catch(() => Promise.reject(identityServiceUnavailable()));

  return {
    async authorizationRequest(redirectUri) {
      const found = await provider();
      const secrets = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(found, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
        nonce: secrets.nonce,
        // A sign-in or a sign-up proves the person now, not an earlier session at the provider.
        prompt: 'login',
      });
      return { url: url.toString(), secrets };
    },

    async prove(callbackUrl, secrets) {
      const found = await provider();
      try {
        const tokens = await oidc.authorizationCodeGrant(found, callbackUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims()!;
        // Providers put scope claims in the ID token or only in the user info: both are read.
        const claims: Record<string, unknown> = { ...(await oidc.fetchUserInfo(found, tokens.access_token, idClaims.sub)), ...idClaims };
        const nationalRegisterNumber = normaliseNationalRegisterNumber(claims[settings.nrnClaim]);
        if (!nationalRegisterNumber) throw identityNotProven();
        return { nationalRegisterNumber, prenom: text(claims.given_name), nom: text(claims.family_name), email: text(claims.email) };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw unreachable(error) ? identityServiceUnavailable() : identityNotProven();
      }
    },
  };
}
