import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidToken } from '../../domain/errors';
import { liveCaller } from '../services/auth/sessions';
import type { RequestAuth } from './context';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves the caller from `Authorization: Bearer`, with its contact and rights, in one query. The session
 * is read on every call so that a logout stops the token at once, on every API process.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { allowExpired?: boolean } = {},
): Promise<RequestAuth | null> {
  const token = bearer(request);
  if (!token) return null;
  const claims = await app.ctx.signer.verify(token, options);
  if (!claims) return null;
  const caller = await liveCaller(app.ctx.db, claims.sid);
  if (!caller || String(caller.contact.id) !== claims.sub) return null;
  return { contactId: caller.contact.id, sessionId: caller.sessionId, droitId: caller.droitId, contact: caller.contact, droits: caller.droits };
}

/** The caller of a route whose policy let only sessions through (server/plugins/route-policy.ts). */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw invalidToken();
  return request.auth;
}
