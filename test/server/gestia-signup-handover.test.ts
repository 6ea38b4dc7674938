import { describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { gestiaCode, gestiaLoginScreen, useIdentityTestApp } from '../support/identity-test-app';
import { account, NEW_PEOPLE } from '../support/signup';

/** Issue 28: an unknown eID identity is offered the sign-up, which starts with the identity the sign-in proved. */
const setup = useIdentityTestApp();
const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => setup.t.app.inject(options);
const login = (gestiaCode: string) => inject({ method: 'POST', url: '/api/auth/login/gestia', payload: { gestiaCode } });
const createAccount = (personalDataId: string, n: string) => inject({ method: 'POST', url: '/api/auth/create-account', payload: { personalDataId, ...account(n) } });
const NEWCOMER = NEW_PEOPLE[2];

describe('an eID sign-in no account holds', () => {
  it('answers with a sign-up handle of the proven identity, which the sign-up reads and spends once', async () => {
    const screen = await gestiaLoginScreen(setup.t.app, NEWCOMER);
    // The browser's address carries the spent login code only, never the sign-up's handle.
    expect([...screen.searchParams.keys()]).toEqual(['code']);
    const refused = await login(screen.searchParams.get('code')!);
    expect(refused.statusCode).toBe(401);
    const { code, personalDataId } = refused.json();
    expect(code).toBe('gestia_unknown_account');
    expect(personalDataId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(personalDataId).not.toBe(screen.searchParams.get('code'));

    const personalData = await inject({ url: `/api/auth/get-gestia-personal-data/${personalDataId}` });
    expect(personalData.statusCode).toBe(200);
    expect(personalData.json().result).toMatchObject({ signupType: 'create', NumeroRegistreNational: NEWCOMER });
    // The login code proves nothing more, neither to sign in nor to sign up.
    expect((await login(screen.searchParams.get('code')!)).json().code).toBe('gestia_invalid_code');
    expect((await inject({ url: `/api/auth/get-gestia-personal-data/${screen.searchParams.get('code')}` })).statusCode).toBe(404);

    expect((await createAccount(personalDataId, 'handover')).statusCode).toBe(200);
    const again = await createAccount(personalDataId, 'handover2');
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([expect.objectContaining({ field: 'personalDataId' })]);
  });

  it('gives no handle for an identity an account holds, nor for a code it never gave', async () => {
    const known = await login(await gestiaCode(setup.t.app, NEWCOMER));
    expect(known.statusCode).not.toBe(401);
    expect(known.json()).not.toHaveProperty('personalDataId');
    const forged = await login('forged');
    expect(forged.json()).toEqual({ code: 'gestia_invalid_code', message: expect.any(String) });
  });
});
