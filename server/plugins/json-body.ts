import type { FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan, MAX_DATA_DEPTH, tooDeep } from '../http/depth';

/** No API call takes more JSON than this; uploads are multipart and have their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The JSON body parser: Fastify's own (secure-json-parse, which refuses `__proto__` and `constructor`
 * poisoning), behind a size limit and a nesting limit checked on the text before it is parsed, so no
 * deeply nested document reaches the code that walks the value.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_DATA_DEPTH)) return done(tooDeep(), undefined);
    return parseJson(request, body as string, done);
  });
}
