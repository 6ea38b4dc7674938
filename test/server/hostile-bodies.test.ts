// Also on PostgreSQL: bodies that fail validation never reach either driver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let presta: string;
beforeAll(async () => {
  t = await createTestApp();
  presta = (await t.login('demo.presta')).authorization;
});
afterAll(() => t.close());

/** A raw JSON text, as a client that does not go through JSON.stringify may send it. */
function postJson(url: string, json: string, authorization?: string) {
  const headers = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
  return t.app.inject({ method: 'POST', url, headers, payload: json });
}

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

function expectValidationError(response: Awaited<ReturnType<typeof postJson>>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe('ValidationError');
}

describe('bodies that fail validation, whatever their shape: 400 ValidationError, never 5xx', () => {
  it('refuses values whose conversion to text throws, before sign-in', async () => {
    for (const json of [
      '{"login":"x","password":"y","z":{"toString":0}}',
      '{"login":{"toString":0},"password":"y"}',
      '{"login":"x","password":{"toString":0,"valueOf":0}}',
      '{"login":"x","password":"y","droitId":{"toString":null}}',
      '[{"toString":0}]',
    ]) {
      expectValidationError(await postJson('/api/auth/login/password', json));
    }
  });

  it('names the field that failed', async () => {
    const response = await postJson('/api/auth/login/password', '{"login":{"toString":0},"password":"y"}');
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual(['login']);
  });

  it('refuses values whose conversion to text throws in a list filter and a status change', async () => {
    expectValidationError(await postJson('/api/dossiers', '{"reference":{"toString":0}}', presta));
    expectValidationError(await postJson('/api/dossiers', '{"statutDossierId":[{"toString":0}]}', presta));
    // On one of the provider's own dossiers: on another's, the caller is refused before the body is read (403).
    const [own] = (await postJson('/api/dossiers', '{"perPage":1}', presta)).json().result.items as Array<{ id: number }>;
    expectValidationError(await postJson(`/api/dossiers/${own!.id}/cancel-introduced`, '{"justification":{"toString":0}}', presta));
  });

  it('refuses arrays nested 5,000 deep, in a known field or an unknown one', async () => {
    expectValidationError(await postJson('/api/auth/login/password', `{"login":"x","password":"y","z":${nested(5000)}}`));
    expectValidationError(await postJson('/api/dossiers', `{"statutDossierId":${nested(5000)}}`, presta));
    expectValidationError(await postJson('/api/dossiers', `{"sort":{"field":${nested(5000)},"direction":"asc"}}`, presta));
  });

  it('refuses a too deep document in the body parser, with a French message', async () => {
    for (const json of [nested(100), `{"a":${nested(40, '{"b":{}}')}}`, `{"login":"x","password":"y","z":${nested(200_000)}}`]) {
      const response = await postJson('/api/auth/login/password', json);
      expectValidationError(response);
      expect(response.json().fields).toEqual([{ field: '(corps)', message: 'Les données envoyées sont trop imbriquées (au plus 32 niveaux).' }]);
    }
  });

  it('counts brackets inside strings as text, not as depth', async () => {
    const response = await postJson('/api/auth/login/password', JSON.stringify({ login: '['.repeat(100), password: '{'.repeat(100) }));
    expect(response.statusCode, response.body).toBe(401);
  });

  it('still refuses prototype poisoning, broken and empty JSON', async () => {
    for (const json of ['{"__proto__":{"admin":true},"login":"x","password":"y"}', '{"constructor":{"prototype":{"admin":true}}}', '{"login":', '']) {
      expectValidationError(await postJson('/api/auth/login/password', json));
    }
  });

  it('still limits the size of a JSON body', async () => {
    const response = await postJson('/api/auth/login/password', JSON.stringify({ login: 'x', password: 'y'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PayloadTooLarge');
  });

  it('still reads an ordinary body with a charset', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/password',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ login: 'demo.presta', password: 'wrong-password' }),
    });
    expect(response.statusCode).toBe(401);
  });
});
