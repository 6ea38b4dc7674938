import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { Account, default as Provider, KoaContextWithOIDC } from 'oidc-provider';
import { EMBEDDED_NRN_CLAIM } from '../../config';
import type { TestIdentity } from './identities';

/** Where the embedded provider is served, under the platform's own origin. */
export const IDP_MOUNT = '/idp';

export interface EmbeddedProviderOptions {
  issuer: string;
  client: { id: string; secret: string; redirectUris: string[] };
  /** Behind trusted proxies, the provider reads the public scheme and host from their headers. */
  proxy: boolean;
}

/** The people the provider can prove: the listed identities, and those typed on its page since it started. */
export class IdentityBook {
  static readonly #TYPED_LIMIT = 1000;
  readonly #typed = new Map<string, TestIdentity>();

  constructor(readonly listed: readonly TestIdentity[]) {}

  find(nationalRegisterNumber: string): TestIdentity | undefined {
    return this.listed.find((i) => i.nationalRegisterNumber === nationalRegisterNumber) ?? this.#typed.get(nationalRegisterNumber);
  }

  /** Remembers a typed identity (a known number keeps its names); the oldest typed one is forgotten past a bound. */
  remember(identity: TestIdentity): void {
    if (this.find(identity.nationalRegisterNumber)) return;
    const oldest = this.#typed.keys().next();
    if (this.#typed.size >= IdentityBook.#TYPED_LIMIT && !oldest.done) this.#typed.delete(oldest.value);
    this.#typed.set(identity.nationalRegisterNumber, identity);
  }
}

function account(identity: TestIdentity): Account {
  return {
    accountId: identity.nationalRegisterNumber,
    claims: () => ({
      sub: identity.nationalRegisterNumber,
      [EMBEDDED_NRN_CLAIM]: identity.nationalRegisterNumber,
      given_name: identity.prenom,
      family_name: identity.nom,
      ...(identity.email ? { email: identity.email } : {}),
    }),
  };
}

/**
 * The embedded OpenID Connect provider (oidc-provider): one confidential client, the platform; authorization
 * code with PKCE; the national register number as a claim of its own scope. Its signing key and cookie keys are
 * made at each start, and its state is kept in memory: a test provider for one server process, not a service.
 * Consent is implied (the platform is its only client), so its page only asks who the person is.
 */
export async function createEmbeddedProvider(options: EmbeddedProviderOptions, book: IdentityBook): Promise<Provider> {
  // Loaded on first use: a server that never proves an identity does not load (nor warn about) the provider.
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        redirect_uris: options.client.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name'],
      email: ['email'],
      [EMBEDDED_NRN_CLAIM]: [EMBEDDED_NRN_CLAIM],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = book.find(sub);
      return identity ? account(identity) : undefined;
    },
    loadExistingGrant: async (ctx) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Identification impossible</title></head><body><main><h1>Identification impossible</h1><p>La demande d'identification n'est pas valide (${String(out.error).replace(/[^a-z_]/g, '')}). Retournez sur la plateforme et recommencez.</p></main></body></html>`;
    },
    ttl: { Interaction: 10 * 60, Session: 10 * 60, Grant: 10 * 60, AuthorizationCode: 60, AccessToken: 5 * 60, IdToken: 5 * 60 },
  });
  provider.proxy = options.proxy;
  return provider;
}
