import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { describePolicy } from '../../server/http/policy';
import { resultEnvelopeOf } from '../../server/http/route';
import { API_DOCS_PREFIX } from '../../server/plugins/api-docs';
import { checkAnswerAgainstItsSchema } from '../support/answer-check';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';

let t: TestApp;
let manager: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
beforeAll(async () => {
  ({ t, manager } = await demoApp({ manager: ['demo.gestionnaire'] }));
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** The OpenAPI path of a Fastify route: `:id` becomes `{id}`. */
const pathOf = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document describing every route of the route table, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const described = Object.entries(doc.paths as Record<string, object>).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = t.app.routeTable.map((entry) => `${entry.method} ${pathOf(entry.url)}`);
    expect(described.sort()).toEqual(declared.sort());
    expect(declared.length).toBeGreaterThan(100);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const { valid, errors } = await validator.validate(structuredClone(doc));
    expect(errors ?? [], 'what the OpenAPI 3.1 schema refuses').toEqual([]);
    expect(valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The check is real: a document without its required `info` is refused.
    expect((await new Validator().validate({ ...structuredClone(doc), info: undefined })).valid).toBe(false);
  });

  it('gives each route its policy, and the schemas it validates with', () => {
    for (const entry of t.app.routeTable) {
      const operation = doc.paths[pathOf(entry.url)][entry.method.toLowerCase()];
      expect(operation.summary).toBe(`Who may call: ${describePolicy(entry.policy)}`);
      expect(operation.security).toEqual(entry.policy.kind === 'public' ? [] : [{ bearerAuth: [] }]);
      if (entry.body) expect(operation.requestBody, `${entry.method} ${entry.url}`).toBeDefined();
      if (entry.policy.kind !== 'public') expect(operation.responses['498']).toBeDefined();
    }
    const list = doc.paths['/api/dossiers'].post;
    const body = list.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.perPage).toEqual({ type: 'integer', default: 20 });
    expect(body.properties.sort.properties.direction).toEqual({ enum: ['asc', 'desc'] });
    expect(list.responses['400'].description).toContain('ValidationError');
    expect(doc.paths['/api/dossiers/{id}/upload-document'].post.requestBody.content).toHaveProperty('multipart/form-data');
    expect(doc.paths['/api/organisations/searchBCE'].get.parameters.some((parameter: { in: string }) => parameter.in === 'query')).toBe(true);
  });
});

/** Routes whose success is no JSON envelope: files, exports, archives, redirects (the eID returns, the plain login form). Their answer is described by its media type or not at all. */
const NOT_JSON = new Set([
  'GET /api/auth/gestia-login',
  'GET /api/auth/gestia-login-callback',
  'GET /api/auth/gestia-signup-callback',
  'POST /api/auth/login/form',
  'POST /api/dossiers/export',
  'POST /api/contacts/export',
  'POST /api/organisations/export',
  'GET /api/dossiers/:id/archive',
  'GET /api/documents/:docId',
  'GET /api/documents/:docId/dossier/:dossierId',
  'GET /api/contacts/:id/photo',
  'GET /api/labellisation/demandes/:id/documents/:docId',
  'POST /api/emails/export',
  'POST /api/cheques/export',
  'POST /api/labellisation/prestataires/:id/demandes/export',
  'POST /api/labellisation/bureau/export',
]);

describe('every route describes its success answer', () => {
  it('with the schema of its result, unless its answer is no JSON envelope', () => {
    const keyOf = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;
    const undescribed = t.app.routeTable.filter((entry) => !entry.result && !entry.answer && !NOT_JSON.has(keyOf(entry))).map(keyOf);
    expect(undescribed, 'routes answering an undescribed result').toEqual([]);
    // A route listed as no JSON must still exist: the list names real exceptions only.
    expect([...NOT_JSON].filter((key) => !t.app.routeTable.some((entry) => keyOf(entry) === key)), 'listed as no JSON, but gone').toEqual([]);
  });

  it('describes a result as a closed object: a property the route sends but the schema does not name is an error', () => {
    const answer = doc.paths['/api/dossiers'].post.responses['200'].content['application/json'].schema;
    expect(answer.additionalProperties).toBe(false);
    const item = answer.properties.result.properties.items.items;
    expect(item.additionalProperties).toBe(false);
    expect(item.properties.actions.properties.view).toEqual({ type: 'boolean' });
    expect(item.properties.dateEcheance).toEqual({ type: ['string', 'null'] });
    const entry = t.app.routeTable.find((route) => route.method === 'POST' && route.url === '/api/dossiers')!;
    const page = { items: [], total: 0, totalExact: true, page: 1, perPage: 20 };
    // The check also prints why, for the server test whose answer it turns into a 500.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => checkAnswerAgainstItsSchema('POST /api/dossiers', { result: entry.result! }, { result: page })).not.toThrow();
    expect(() => checkAnswerAgainstItsSchema('POST /api/dossiers', { result: entry.result! }, { result: { ...page, secret: 1 } })).toThrow(/secret/);
    expect(() => checkAnswerAgainstItsSchema('POST /api/dossiers', { result: entry.result! }, { result: { ...page, total: '0' } })).toThrow(/total/);
    printed.mockRestore();
  });

  it("compiles into Fastify's serializer, for every route (compiled at a route's first answer, not at start)", () => {
    const compile = SerializerSelector()();
    const refused = t.app.routeTable.flatMap(({ method, url, result, meta }) => {
      if (!result) return [];
      try {
        compile({ schema: resultEnvelopeOf(result, meta), method, url, httpStatus: '2xx' });
        return [];
      } catch (error) {
        return [`${method} ${url}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
    expect(t.app.routeTable.filter((entry) => entry.result).length).toBeGreaterThan(100);
  });
});

describe('answers seen by the server tests match their described schema', () => {
  const ajv = new Ajv2020({ strict: false });

  function expectDescribed(method: string, url: string, response: LightMyRequestResponse) {
    const operation = doc.paths[url][method];
    const described = operation.responses[String(response.statusCode)] ?? operation.responses.default;
    const [contentType, media] = Object.entries(described.content as Record<string, { schema: object }>)[0]!;
    expect(response.headers['content-type']).toContain(contentType);
    const validate = ajv.compile(media.schema);
    expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
  }

  it('a public read, a signed-in list, its validation refusal, a missing token, a handler refusal, the document itself', async () => {
    expectDescribed('get', '/api/constants/get', await t.app.inject({ url: '/api/constants/get' }));
    expectDescribed('post', '/api/dossiers', await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization: manager }, payload: {} }));
    const refused = await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization: manager }, payload: { perPage: 'many' } });
    expect(refused.statusCode).toBe(400);
    expectDescribed('post', '/api/dossiers', refused);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/dossiers', payload: {} });
    expect(signedOut.statusCode).toBe(498);
    expectDescribed('post', '/api/dossiers', signedOut);
    const missing = await t.app.inject({ url: '/api/dossiers/999999', headers: { authorization: manager } });
    expect(missing.statusCode).toBe(404);
    expectDescribed('get', '/api/dossiers/{id}', missing);
    expectDescribed('get', '/api/openapi.json', await t.app.inject({ url: '/api/openapi.json' }));
  });

  it('a refusal that breaks its description is caught', async () => {
    const operation = doc.paths['/api/dossiers'].post;
    const validate = ajv.compile(operation.responses['498'].content['application/json'].schema);
    expect(validate({ code: 'Forbidden', message: 'x' })).toBe(false);
  });
});

describe(`the documentation page, ${API_DOCS_PREFIX}`, () => {
  it('is served with a policy of its own that lets Swagger UI draw, while the API keeps the strict one', async () => {
    const page = await t.app.inject({ url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    const asset = await t.app.inject({ url: `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(asset.statusCode).toBe(200);
    const api = await t.app.inject({ url: '/api/constants/get' });
    expect(String(api.headers['content-security-policy'])).toContain("img-src 'self' blob:;");
  });
});
