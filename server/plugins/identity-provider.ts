import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type Provider from 'oidc-provider';
import { object, optional, size, validate } from 'superstruct';
import { SafeString } from '../../domain/schemas/safe-string';
import { isValidNationalRegisterNumber, normaliseNationalRegisterNumber } from '../../domain/validators/national-register';
import { TEST_IDENTITIES, type TestIdentity } from '../auth/identity-provider/identities';
import { createEmbeddedProvider, IDP_MOUNT, IdentityBook } from '../auth/identity-provider/provider';
import { expiredPage, SIGN_IN_CSS, signInPage } from '../auth/identity-provider/sign-in-page';
import { relyingPartyRedirectUris } from '../services/auth/relying-party';

const Name = optional(size(SafeString, 0, 100));
/** The sign-in page's two forms: a listed person, or a typed number with optional names. */
const SignInForm = object({ identity: optional(SafeString), nrn: optional(SafeString), prenom: Name, nom: Name });

const FORM_BODY_LIMIT = 8 * 1024;

/** The person the form names, or the French message the page shows again. */
function chosenIdentity(book: IdentityBook, body: unknown): TestIdentity | string {
  const [failure, form] = validate(body ?? {}, SignInForm);
  if (failure) return 'Le formulaire contient une valeur non autorisée.';
  if (form.identity !== undefined) return book.find(form.identity) ?? 'Choisissez une personne de la liste.';
  const nrn = normaliseNationalRegisterNumber(form.nrn);
  if (!nrn || !isValidNationalRegisterNumber(nrn)) return "Ce numéro de registre national n'est pas valide.";
  return book.find(nrn) ?? { nationalRegisterNumber: nrn, prenom: form.prenom?.trim() ?? '', nom: form.nom?.trim() ?? '' };
}

/**
 * The embedded test identity provider under /idp (README, "Sign-in with the identity service"), when the
 * configuration asks for it: oidc-provider answers its protocol paths, and this server draws its sign-in page.
 * Outside /api: these are the provider's pages and endpoints, not the platform's API, so they carry no route policy.
 */
export async function registerIdentityProvider(app: FastifyInstance) {
  const { config } = app.ctx;
  if (!config.oidc?.embedded) return;
  const { issuer, clientId, clientSecret } = config.oidc;
  const book = new IdentityBook(TEST_IDENTITIES);
  // Made on first use: most servers (and test apps) never see an eID sign-in, and its signing key costs a moment.
  let made: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  const embedded = () =>
    (made ??= createEmbeddedProvider(
      { issuer, client: { id: clientId, secret: clientSecret, redirectUris: relyingPartyRedirectUris(config) }, proxy: Boolean(config.trustedProxies) },
      book,
    ).then((provider) => ({ provider, handle: provider.callback() })));
  const provider = async () => (await embedded()).provider;

  // The sign-in page: its forms are read here.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const html = (reply: FastifyReply, status: number, text: string) => reply.status(status).type('text/html; charset=utf-8').send(text);
    const interaction = async (request: FastifyRequest, reply: FastifyReply) => (await provider()).interactionDetails(request.raw, reply.raw).catch(() => null);

    pages.get(`${IDP_MOUNT}/interaction/sign-in.css`, async (_request, reply) => reply.type('text/css; charset=utf-8').send(SIGN_IN_CSS));
    pages.get<{ Params: { uid: string } }>(`${IDP_MOUNT}/interaction/:uid`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return html(reply, 400, expiredPage());
      return html(reply, 200, signInPage(details.uid, book.listed));
    });
    pages.post<{ Params: { uid: string } }>(`${IDP_MOUNT}/interaction/:uid/login`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return html(reply, 400, expiredPage());
      const chosen = chosenIdentity(book, request.body);
      if (typeof chosen === 'string') {
        const typed = (request.body ?? {}) as Record<string, string>;
        return html(reply, 400, signInPage(details.uid, book.listed, { error: chosen, typed: { nrn: typed.nrn, prenom: typed.prenom, nom: typed.nom } }));
      }
      book.remember(chosen);
      reply.hijack();
      await (await provider()).interactionFinished(request.raw, reply.raw, { login: { accountId: chosen.nationalRegisterNumber } }, { mergeWithLastSubmission: false });
    });
    pages.post<{ Params: { uid: string } }>(`${IDP_MOUNT}/interaction/:uid/abort`, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return html(reply, 400, expiredPage());
      reply.hijack();
      await (await provider()).interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: "La personne a annulé l'identification." }, { mergeWithLastSubmission: false });
    });
  });

  // The protocol (discovery, authorization, token, user info, keys): oidc-provider reads its own bodies.
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
    protocol.all(`${IDP_MOUNT}/*`, async (request, reply) => {
      const { handle } = await embedded();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      // Mounted under /idp: the provider routes the rest of the path and prefixes its own links with the mount.
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(IDP_MOUNT.length) || '/';
      void handle(raw, reply.raw);
    });
  });
}

/**
 * The platform's back-channel calls (discovery, keys, token, user info) to its own embedded provider, served
 * in-process: they need no network, and the tests' unlistening servers run the whole flow.
 */
export function injectedFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const answer = await app.inject({
      method: options.method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      // The provider writes its endpoints from the request's host and scheme: the issuer's, as a browser reaches it.
      headers: { ...options.headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      ...(options.body === undefined ? {} : { payload: String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
