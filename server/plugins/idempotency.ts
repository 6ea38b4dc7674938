import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, invalidFields } from '../../domain/errors';
import { MULTIPART } from '../http/route';
import { claimKey, keepAnswer, releaseKey, type IdempotentCall } from '../services/idempotency/stored-answers';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer given again to a retry: the call was not run a second time. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A client's key: printable ASCII, such as a UUID, short enough to index. */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
export const INVALID_KEY = "L'en-tête Idempotency-Key doit compter de 8 à 255 caractères imprimables (un UUID, par exemple).";
export const STILL_RUNNING = 'Cette demande est déjà en cours de traitement. Patientez un instant, puis rechargez la page pour voir son résultat.';
export const OTHER_BODY = "Cette clé d'idempotence a déjà servi pour une autre demande : chaque nouvelle demande a sa propre clé.";

// The sign-in, refresh and role calls answer with tokens, which are never written to the database; they create nothing twice.
// A webhook endpoint's registration answers its secret, shown once and never copied elsewhere: a retry may register a
// second endpoint, which the manager sees and deletes.
const NOT_KEPT = ['/api/auth/', '/api/gestion/webhooks/add'];

/**
 * `Idempotency-Key` on every creating call (issue 29; the IETF draft "The Idempotency-Key HTTP Header Field"): a POST of a
 * signed-in caller that carries one is run once per key, caller and path, and a retry gets the first answer again, from
 * any API process (server/services/idempotency/stored-answers.ts). Only 2xx answers are kept: a refused call created
 * nothing, so its retry runs again. Applied to the whole API scope where routes are registered, so a new creating route
 * takes it with no change of its own.
 */
export function registerIdempotency(api: FastifyInstance) {
  const claims = new WeakMap<FastifyRequest, IdempotentCall>();
  const { db } = api.ctx;

  /** Claims the call's key; true when the first answer was sent again instead. */
  async function claimOnce(request: FastifyRequest, reply: FastifyReply, key: string | string[], contactId: number): Promise<boolean> {
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw invalidFields([{ field: 'Idempotency-Key', message: INVALID_KEY }]);
    const upload = request.routeOptions.config.body === MULTIPART;
    const call: IdempotentCall = {
      contactId,
      route: `${request.method} ${request.url}`,
      key,
      fingerprint: upload ? null : createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex'),
    };
    const claim = await claimKey(db, call);
    if (claim.kind === 'running') throw new DomainError('conflict', 'Conflict', STILL_RUNNING);
    if (claim.kind === 'otherBody') throw new DomainError('reusedKey', 'IdempotencyKeyReused', OTHER_BODY);
    if (claim.kind === 'replay') {
      const { statusCode, body, contentType } = claim.answer;
      if (contentType) reply.header('content-type', contentType);
      reply.code(statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(body);
      return true;
    }
    claims.set(request, call);
    return false;
  }

  // Both hooks run on every API call, most of which carry no key: those pass synchronously, with no promise to settle.
  api.addHook('preHandler', (request, reply, done) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || request.method !== 'POST' || !request.auth || NOT_KEPT.some((prefix) => request.url.startsWith(prefix))) return done();
    // A replayed answer is sent already: the route must not run, so `done` is not called.
    claimOnce(request, reply, key, request.auth.contactId).then((replayed) => replayed || done(), done);
  });

  async function keep(request: FastifyRequest, reply: FastifyReply, call: IdempotentCall, payload: unknown) {
    try {
      // A stream (an export) cannot be kept: its retry runs again, which a read does safely.
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const contentType = reply.getHeader('content-type');
        await keepAnswer(db, call, { statusCode: reply.statusCode, body: payload, contentType: typeof contentType === 'string' ? contentType : null });
      } else {
        await releaseKey(db, call);
      }
    } catch (error) {
      // The call's own work is done and committed: its answer goes out; a retry then finds the key still claimed (409).
      request.log.error({ err: error }, "clé d'idempotence : réponse non conservée");
    }
  }

  api.addHook('onSend', (request, reply, payload, done) => {
    const call = claims.get(request);
    if (!call) return done(null, payload);
    claims.delete(request);
    keep(request, reply, call, payload).then(() => done(null, payload), done);
  });
}
