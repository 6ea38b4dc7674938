import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, invalidFields, type DomainErrorKind } from '../../domain/errors';
import { isDataException } from '../http/database-errors';

/** The one place a domain error's kind becomes an HTTP status (spec section 8). */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  reusedKey: 422,
  tooLarge: 413,
  unsupportedFormat: 415,
  tooManyAttempts: 429,
  expiredToken: 498,
  failed: 500,
  outsideServiceFailed: 502,
  maintenance: 503,
};

export const statusOf = (error: DomainError): number => STATUS_OF_KIND[error.kind];

const GENERIC_MESSAGE = 'Une erreur est survenue, veuillez réessayer plus tard.';

/** Fastify's own client errors (bad JSON, wrong content type, body too large), in French. */
const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'ValidationError', message: 'La requête est invalide (corps illisible ou mal formé).' },
  406: { code: 'NotAcceptable', message: 'Le format de réponse demandé est indisponible.' },
  413: { code: 'PayloadTooLarge', message: 'Les données envoyées sont trop volumineuses.' },
  415: { code: 'UnsupportedMediaType', message: "Le format des données envoyées n'est pas accepté." },
  429: { code: 'TooManyRequests', message: 'Trop de requêtes. Merci de réessayer dans quelques instants.' },
};

const refusedByDatabase = () => invalidFields([{ field: '(corps)', message: 'Une valeur envoyée ne peut pas être enregistrée telle quelle.' }]);

/** Maps every error to the envelope `{ code, message }`; nothing a client sends may produce a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (isDataException(error)) {
      // A schema let through a value the database cannot store: the client's fault, the schema's gap.
      request.log.warn({ err: error }, 'value refused by the database');
      error = refusedByDatabase();
    }
    if (error instanceof DomainError) {
      const { fields, details, retryAfterSeconds } = error.extras;
      const body = { ...details, code: error.code, message: error.message, ...(fields ? { fields } : {}) };
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.status(statusOf(error)).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = CLIENT_ERRORS[status] ?? { code: 'BadRequest', message: 'La requête est invalide.' };
      return reply.status(status).send(known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'InternalError', message: GENERIC_MESSAGE });
  });
}
