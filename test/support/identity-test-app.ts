import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { visitProvider } from './identity-provider';

/** The public address of the test platform: its embedded identity provider's issuer is under it. */
export const TEST_PUBLIC_URL = 'http://plateforme.test';

/** For a whole test file: the platform with its embedded identity provider, and `env`'s settings. */
export function useIdentityTestApp(env: Record<string, string> = {}): { t: TestApp } {
  const setup = {} as { t: TestApp };
  beforeAll(async () => {
    setup.t = await createTestApp({ PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  });
  afterAll(() => setup.t.close());
  return setup;
}

const follow = (app: FastifyInstance, url: URL) => app.inject({ url: `${url.pathname}${url.search}` });

/** Where /login/gestia is sent once the person proved this number at the provider (its `code`, or its `erreur`). */
export async function gestiaLoginScreen(app: FastifyInstance, nrn: string, returnTo?: string): Promise<URL> {
  const start = await app.inject({ url: `/api/auth/gestia-login${returnTo ? `?state=${encodeURIComponent(returnTo)}` : ''}` });
  const back = await visitProvider(app, String(start.headers.location), { nrn });
  return new URL(String((await follow(app, back)).headers.location));
}

/** A one-time `gestiaCode` for the person with this number, as /login/gestia receives it. */
export async function gestiaCode(app: FastifyInstance, nrn: string): Promise<string> {
  const screen = await gestiaLoginScreen(app, nrn);
  const code = screen.searchParams.get('code');
  if (!code) throw new Error(`no code: ${screen}`);
  return code;
}
