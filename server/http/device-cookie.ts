import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginDigest } from '../auth/device-tokens';
import { requestCookie, strictCookie } from './cookies';

/**
 * The device token travels as a cookie of its own per login (a shared computer keeps one for each person), HttpOnly so
 * that no script reads it, sent only to the sign-ins (the API's and the plain login form's, server/routes/auth-form.ts), and SameSite=Strict so that no other site sends it.
 */
const PATH = '/api/auth/login';

const cookieName = (login: string) => `device_${loginDigest(login).slice(0, 16)}`;

/** The device token the browser sent for this login, if any. */
export function deviceCookie(request: FastifyRequest, login: string): string | undefined {
  return requestCookie(request, cookieName(login));
}

export function setDeviceCookie(reply: FastifyReply, login: string, token: string, maxAgeSeconds: number, secure: boolean): void {
  void reply.header('set-cookie', strictCookie(cookieName(login), token, { path: PATH, maxAge: maxAgeSeconds, secure, httpOnly: true }));
}
