import type { FastifyInstance } from 'fastify';
import { literal, nullable, object, string } from 'superstruct';
import { Done, IssuedToken, ProvenPersonalData, TokenWithLinks, Whoami, WhoamiMeta } from '../../domain/wire/auth';
import { forbidden, invalidToken, notFound } from '../../domain/errors';
import { PUBLIC, SIGNED_IN } from '../http/policy';
import { route } from '../http/route';
import { authenticate, requireAuth } from '../plugins/auth';
import { isMaintenanceOn } from '../plugins/guards';
import { deviceCookie, setDeviceCookie } from '../http/device-cookie';
import { ChangePasswordPayload, CheckTokenPayload, GestiaLoginPayload, GestiaLoginStartQuery, LoginPayload, ResetPasswordRequestPayload } from '../../domain/schemas/auth';
import { changePasswordWithToken, checkResetToken, requestPasswordReset } from '../services/auth/reset-password';
import { completeGestiaLogin, gestiaLoginUrl, loginWithGestia, startGestiaLogin } from '../services/auth/gestia';
import { callbackUrl, loginCallbackUri, signupCallbackUri } from '../services/auth/relying-party';
import { parseNumericId } from '../../domain/schemas/params';
import { chooseDroit } from '../../domain/session-droit';
import { loginWithPassword } from '../services/auth/login';
import type { Identity } from '../db/identity';
import { completeIdentity } from '../services/auth/identity';
import { issueToken, revokeSession, setSessionDroit } from '../services/auth/sessions';
import { contactToWire } from '../wire/contact';
import type { RequestAuth } from '../plugins/context';
import { CreateAccountPayload, GestiaSignupUrlQuery, IdentityProviderCallbackQuery, OpaqueIdParams, ValidateAccountPayload } from '../../domain/schemas/signup';
import { completeSignupCallback, gestiaSignupUrl, personalData, signupCallbackLocation } from '../services/auth/signup-identity';
import { createAccount } from '../services/auth/signup';
import { validateAccount } from '../services/auth/validate-account';

/** Spec section 7, Authentication. */
export async function authRoutes(app: FastifyInstance) {
  const { db, config, signer, devices, identityService } = app.ctx;
  const secureCookies = new URL(config.platform.url).protocol === 'https:';

  /** Re-decides the session's right against the current links (a provider link may have gone). */
  async function reissue(auth: RequestAuth, identity: Identity, requested: number) {
    const droitId = chooseDroit({ held: identity.droits, requested, linkedOrganisations: identity.linkedOrganisations });
    if (droitId === null) throw forbidden();
    if (droitId !== auth.droitId) await setSessionDroit(db, auth.sessionId, droitId);
    return issueToken(signer, config, { id: auth.sessionId, droitId }, identity);
  }

  app.post('/auth/login/password', route({ policy: PUBLIC, duringMaintenance: true, body: LoginPayload, result: IssuedToken }), async (request, reply) => {
    const { login } = request.body;
    const client = { address: request.ip, deviceToken: deviceCookie(request, login) };
    const signedIn = await loginWithPassword(db, config, signer, devices, request.body, client, { maintenance: await isMaintenanceOn(app) });
    setDeviceCookie(reply, login, signedIn.deviceToken, config.loginThrottle.knownAddressSeconds, secureCookies);
    return { result: signedIn.issued };
  });

  // The eID sign-in (README, Sign-in with the identity service): the button, the start and the provider's way back
  // are browser navigations answered by redirects; the screen /login/gestia then signs in with the one-time code.
  app.get('/auth/gestia-login-url', route({ policy: PUBLIC, result: nullable(string()) }), async () => ({ result: gestiaLoginUrl(config, identityService) }));

  app.get('/auth/gestia-login', route({ policy: PUBLIC, query: GestiaLoginStartQuery }), async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(await startGestiaLogin(db, config, identityService, request.query.state)),
  );

  app.get('/auth/gestia-login-callback', route({ policy: PUBLIC, query: IdentityProviderCallbackQuery }), async (request, reply) => {
    const location = await completeGestiaLogin(db, config, identityService, callbackUrl(loginCallbackUri(config), request.url), request.ip);
    return reply.header('cache-control', 'no-store').redirect(location);
  });

  app.post('/auth/login/gestia', route({ policy: PUBLIC, duringMaintenance: true, body: GestiaLoginPayload, result: IssuedToken }), async (request) => ({
    result: await loginWithGestia(db, config, signer, identityService, request.body, request.ip, { maintenance: await isMaintenanceOn(app) }),
  }));

  // Password reset (spec section 7), signed out; rate-limited by address like sign-in.
  app.post('/auth/reset-password', route({ policy: PUBLIC, body: ResetPasswordRequestPayload, result: Done }), async (request) => ({
    result: await requestPasswordReset(db, config, request.body.email, request.ip, request.afterAnswer.bind(request)),
  }));

  app.post('/auth/check-token', route({ policy: PUBLIC, body: CheckTokenPayload, result: Done }), async (request) => ({
    result: await checkResetToken(db, config, request.body.token, request.ip),
  }));

  app.post('/auth/reset-password/change-password', route({ policy: PUBLIC, body: ChangePasswordPayload, result: Done }), async (request) => ({
    result: await changePasswordWithToken(db, config, request.body.token, request.body.password, request.ip),
  }));

  app.get('/auth/whoami', route({ policy: SIGNED_IN, result: Whoami, meta: WhoamiMeta }), async (request) => {
    const auth = requireAuth(request);
    const identity = await completeIdentity(db, auth);
    return {
      result: { user: contactToWire(identity), linked_organisations: identity.linkedOrganisations },
      meta: { auth: { droit_id: auth.droitId } },
    };
  });

  // Public: the access token may have expired; its session must still be live.
  app.get('/auth/refresh', route({ policy: PUBLIC, result: IssuedToken }), async (request) => {
    const auth = await authenticate(app, request, { allowExpired: true });
    if (!auth) throw invalidToken();
    return { result: await reissue(auth, await completeIdentity(db, auth), auth.droitId) };
  });

  app.get('/auth/refreshLinkedOrganisations', route({ policy: SIGNED_IN, result: TokenWithLinks }), async (request) => {
    const auth = requireAuth(request);
    const identity = await completeIdentity(db, auth);
    const token = await reissue(auth, identity, auth.droitId);
    return { result: { ...token, linked_organisations: identity.linkedOrganisations } };
  });

  // A user may always sign out, maintenance or not.
  app.get('/auth/logout', route({ policy: SIGNED_IN, duringMaintenance: true, result: Done }), async (request) => {
    await revokeSession(db, requireAuth(request).sessionId);
    return { result: true };
  });

  app.post('/auth/swap-droit/:droitId', route({ policy: SIGNED_IN, result: IssuedToken }), async (request) => {
    const auth = requireAuth(request);
    const droitId = parseNumericId((request.params as { droitId: string }).droitId);
    if (droitId === null) throw notFound();
    const identity = await completeIdentity(db, auth);
    if (!identity.droits.includes(droitId)) throw forbidden();
    return { result: await reissue(auth, identity, droitId) };
  });

  // Sign-up and account validation (README, Accounts): public, as the screens are only for signed-out visitors.
  app.get('/auth/gestia-signup-url', route({ policy: PUBLIC, query: GestiaSignupUrlQuery, result: string() }), async (request) => ({
    result: await gestiaSignupUrl(db, config, identityService, request.query.state, request.query.token),
  }));

  // The identity provider's way back after a sign-up: a browser navigation, answered by a redirect to the screens.
  app.get('/auth/gestia-signup-callback', route({ policy: PUBLIC, query: IdentityProviderCallbackQuery }), async (request, reply) => {
    const outcome = await completeSignupCallback(db, config, identityService, callbackUrl(signupCallbackUri(config), request.url), request.ip);
    return reply.header('cache-control', 'no-store').redirect(signupCallbackLocation(config, outcome));
  });

  app.get('/auth/get-gestia-personal-data/:id', route({ policy: PUBLIC, params: OpaqueIdParams, result: ProvenPersonalData }), async (request) => ({
    result: await personalData(db, request.params.id),
  }));

  app.post('/auth/create-account', route({ policy: PUBLIC, body: CreateAccountPayload, result: object({ Email: string() }) }), async (request) => ({
    result: await createAccount(db, config, request.body, request.ip),
  }));

  app.post('/auth/validate-account/:id', route({ policy: PUBLIC, params: OpaqueIdParams, body: ValidateAccountPayload, result: object({ validated: literal(true) }) }), async (request) => ({
    result: await validateAccount(db, config, request.params.id, request.body, request.ip),
  }));
}
