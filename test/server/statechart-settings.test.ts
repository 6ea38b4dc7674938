import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMISSIBILITY_DAYS: '7' });
});
afterAll(() => t.close());

describe('GET /api/statecharts/settings', () => {
  it('gives the studio the deadlines the running server uses, to every signed-in user and no one else', async () => {
    const { authorization } = await t.login('demo.presta', Droit.Prestataire);
    const response = await t.app.inject({ url: '/api/statecharts/settings', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ ADMISSIBILITY_DAYS: 7, REPORT_AUTO_REJECT_DAYS: 15, REPORT_CHECK_DAYS: 15 });
    // Without a token: the spec's 498.
    expect((await t.app.inject({ url: '/api/statecharts/settings' })).statusCode).toBe(498);
  });
});
