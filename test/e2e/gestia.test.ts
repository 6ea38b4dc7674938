import { afterAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { usePlatform } from './support/platform';
import { startFakeGestia } from '../support/fake-gestia';

let gestia: Awaited<ReturnType<typeof startFakeGestia>>;
const platform = usePlatform(async () => {
  gestia = await startFakeGestia();
  return gestia.env;
});
afterAll(() => gestia?.close());

describe('sign-in through the external identity service', () => {
  it('goes to the service from /login and comes back signed in on /login/gestia', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
    await page.goto('/app/login');
    await page.getByRole('link', { name: "Se connecter avec l'identité électronique (eID ou itsme)" }).click();
    await page.getByRole('heading', { name: 'Bonjour Marc Dupont' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
    await context.close();
  });

  it('shows the error code when the service does not confirm the identity', async () => {
    const { context, page } = await newPage(platform.browser, platform.server.url);
    await page.goto('/app/login/gestia?code=forged');
    await page.getByRole('alert').filter({ hasText: 'La connexion a échoué (code : gestia_invalid_code).' }).waitFor();
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await page.waitForURL(/\/app\/login$/);
    await context.close();
  });
});
