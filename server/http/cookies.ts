import type { FastifyRequest } from 'fastify';

/** The value of the cookie `name` the browser sent, if any (the sign-ins' own cookies: device token, hand-over). */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A Set-Cookie value that no other site sends back (SameSite=Strict), limited to `path`, for `maxAge` seconds. */
export function strictCookie(name: string, value: string, options: { path: string; maxAge: number; secure: boolean; httpOnly: boolean }): string {
  const { path, maxAge, secure, httpOnly } = options;
  return [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}
