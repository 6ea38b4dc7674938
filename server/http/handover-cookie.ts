import type { FastifyRequest } from 'fastify';
import type { IssuedToken } from '../../domain/wire/auth';
import { requestCookie, strictCookie } from './cookies';

/**
 * The plain login form's hand-over (docs/performance.md, Public pages before their scripts): the token a sign-in
 * through POST /auth/login/form issued waits in this cookie until the app, once its scripts run, takes it with
 * POST /auth/login/handover and keeps it as after any sign-in. HttpOnly so that no script reads it, sent only to
 * the hand-over route, SameSite=Strict so that no other site sends it, and alive one minute at most.
 */
const NAME = 'login_handover';
const PATH = '/api/auth/login/handover';
export const HANDOVER_SECONDS = 60;

/**
 * A second cookie, readable by the app's pages, says only that a hand-over waits: the app asks for it then, and
 * a visit with nothing waiting makes no call.
 */
const FLAG = 'login_handover_pending';

export function setHandoverCookies(issued: IssuedToken, secure: boolean): string[] {
  const value = Buffer.from(JSON.stringify(issued)).toString('base64url');
  return [
    strictCookie(NAME, value, { path: PATH, maxAge: HANDOVER_SECONDS, secure, httpOnly: true }),
    strictCookie(FLAG, '1', { path: '/app', maxAge: HANDOVER_SECONDS, secure, httpOnly: false }),
  ];
}

/** Both cookies gone: the token is handed over once. */
export function clearedHandoverCookies(secure: boolean): string[] {
  return [strictCookie(NAME, '', { path: PATH, maxAge: 0, secure, httpOnly: true }), strictCookie(FLAG, '', { path: '/app', maxAge: 0, secure, httpOnly: false })];
}

/** The token waiting for this browser, if any and well formed. */
export function handoverCookie(request: FastifyRequest): unknown {
  const value = requestCookie(request, NAME);
  if (value === undefined) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
