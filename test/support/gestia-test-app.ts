import { afterAll, beforeAll } from 'vitest';
import { startFakeGestia } from './fake-gestia';
import { createTestApp, type TestApp } from './test-app';

export interface GestiaTestApp {
  gestia: Awaited<ReturnType<typeof startFakeGestia>>;
  t: TestApp;
}

/** For a whole test file: the fake identity service, and the server configured to use it. */
export function useGestiaTestApp(): GestiaTestApp {
  const setup = {} as GestiaTestApp;
  beforeAll(async () => {
    setup.gestia = await startFakeGestia();
    setup.t = await createTestApp({ ...setup.gestia.env, PUBLIC_URL: 'http://plateforme.test' });
  });
  afterAll(async () => {
    await setup.t.close();
    await setup.gestia.close();
  });
  return setup;
}
