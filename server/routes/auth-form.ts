import type { FastifyInstance, FastifyRequest } from 'fastify';
import { is, nullable, validate } from 'superstruct';
import { IssuedToken } from '../../domain/wire/auth';
import { LoginPayload } from '../../domain/schemas/auth';
import { DomainError, forbidden, invalidCredentials } from '../../domain/errors';
import { PUBLIC } from '../http/policy';
import { route } from '../http/route';
import { isMaintenanceOn } from '../plugins/guards';
import { deviceCookie, setDeviceCookie } from '../http/device-cookie';
import { clearedHandoverCookies, handoverCookie, setHandoverCookies } from '../http/handover-cookie';
import { loginWithPassword } from '../services/auth/login';
import { safeReturnPath } from '../services/auth/gestia';

/** A login form is a few short fields: anything larger is not one. */
const FORM_BODY_LIMIT = 4096;

/**
 * A form of this site only: another site's page could otherwise sign a visitor in under its own account (login
 * CSRF). Browsers send Sec-Fetch-Site with every request, and no page can forge it; older ones send Origin with a
 * form's post, which is `null` under this site's no-referrer policy: only a real one of this host is taken then.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // The same host as this request's, a default port written or not.
    const sender = new URL(origin);
    return sender.host === new URL(`${sender.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The login page as a plain HTML form (docs/performance.md, Public pages before their scripts): it is painted
 * before the app's scripts have run, and a visitor who submits it then signs in here, through the same sign-in,
 * throttle and device cookie as POST /auth/login/password. Success goes to the page asked for, the token waiting
 * in the hand-over cookie; a refusal goes back to the login page with the error's code, which it shows in French.
 */
export async function authFormRoutes(app: FastifyInstance) {
  const { db, config, signer, devices } = app.ctx;
  const secureCookies = new URL(config.platform.url).protocol === 'https:';

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/auth/login/form', route({ policy: PUBLIC, duringMaintenance: true }), async (request, reply) => {
    if (!fromThisSite(request)) throw forbidden();
    const target = safeReturnPath(field(request.body, 'redirect') || undefined);
    void reply.header('cache-control', 'no-store');
    try {
      // The API login's own schema: a form that would get its 400 there goes back to the login page here.
      const [refused, credentials] = validate({ login: field(request.body, 'login'), password: field(request.body, 'password') }, LoginPayload, { coerce: true });
      if (refused) throw invalidCredentials();
      const client = { address: request.ip, deviceToken: deviceCookie(request, credentials.login) };
      const signedIn = await loginWithPassword(db, config, signer, devices, credentials, client, { maintenance: await isMaintenanceOn(app) });
      setDeviceCookie(reply, credentials.login, signedIn.deviceToken, config.loginThrottle.knownAddressSeconds, secureCookies);
      for (const cookie of setHandoverCookies(signedIn.issued, secureCookies)) void reply.header('set-cookie', cookie);
      return reply.redirect(`/app${target ?? '/'}`, 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const query = new URLSearchParams({ erreur: error.code, ...(target ? { redirect: target } : {}) });
      return reply.redirect(`/app/login?${query.toString()}`, 303);
    }
  });

  // The app, at launch, takes the token the form's sign-in left: once, as the answer clears the cookie; null when none waits.
  app.post('/auth/login/handover', route({ policy: PUBLIC, duringMaintenance: true, result: nullable(IssuedToken) }), async (request, reply) => {
    const issued = handoverCookie(request);
    for (const cookie of clearedHandoverCookies(secureCookies)) void reply.header('set-cookie', cookie);
    return { result: is(issued, IssuedToken) ? issued : null };
  });
}
