import { demoParties, type DemoParties } from './dossiers';
import { createTestApp, type TestApp } from './test-app';

/** A demo login to sign in, with the right to take when it holds several. */
export type DemoSignIn = readonly [login: string, droitId?: number];

/**
 * The set-up most server tests share: an app on the seeded demo, its parties, and the bearer header of each
 * named sign-in (`{ presta: ['demo.presta', Droit.Prestataire] }` gives `presta`); `env` sets the app's settings.
 */
export async function demoApp<K extends string>(signIns: Record<K, DemoSignIn> = {} as Record<K, DemoSignIn>, env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const p = await demoParties(t);
  const headers = {} as Record<K, string>;
  for (const [name, [login, droitId]] of Object.entries(signIns) as Array<[K, DemoSignIn]>) {
    headers[name] = (await t.login(login, droitId)).authorization;
  }
  return { t, p, ...headers } as { t: TestApp; p: DemoParties } & Record<K, string>;
}
