import { describe, expect, it } from 'vitest';
import { useSharedPlatform } from './support/platform';
import { proveIdentity } from './support/identity-provider';

// The platform runs its embedded OpenID Connect provider (no OIDC_ISSUER): the whole flow is real.
// Shares the run's server (docs/testing.md): the identity service's sign-in changes nothing another file reads.
const platform = useSharedPlatform();

describe('sign-in through the identity service', () => {
  it('goes from /login to the provider, proves a person, and comes back signed in on the page asked for', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/dossiers');
    await page.waitForURL(/\/app\/login\?redirect=/);
    await page.getByRole('link', { name: "Se connecter avec l'identité électronique (eID ou itsme)" }).click();
    await proveIdentity(page, { listed: 'Marc Dupont' });
    await page.waitForURL(/\/app\/dossiers/);
    await page.getByTestId('user-name').filter({ hasText: 'Marc Dupont' }).waitFor();
    await page.context().close();
  });

  it('shows the error code when the person cancels at the provider, or the code is not one the server gave', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await page.getByRole('link', { name: "Se connecter avec l'identité électronique (eID ou itsme)" }).click();
    await page.getByRole('button', { name: 'Annuler et revenir à la plateforme' }).click();
    await page.getByRole('alert').filter({ hasText: 'La connexion a échoué (code : gestia_refused).' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/login/gestia');
    await page.goto('/app/login/gestia?code=forged');
    await page.getByRole('alert').filter({ hasText: 'La connexion a échoué (code : gestia_invalid_code).' }).waitFor();
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await page.waitForURL(/\/app\/login$/);
    await page.context().close();
  });

  it('tells a person the platform does not know, in words, and offers the sign-up, which starts with the identity proven', async () => {
    const page = await platform.signedOut();
    await page.goto('/app/login');
    await page.getByRole('link', { name: "Se connecter avec l'identité électronique (eID ou itsme)" }).click();
    await proveIdentity(page, { listed: 'Élise Nouvelle' });
    await page.getByRole('alert').filter({ hasText: "Aucun compte de la plateforme n'est lié à cette identité." }).waitFor();
    expect(await page.getByText('gestia_unknown_account').count()).toBe(0);
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    // Straight to the personal data, with the number the sign-in proved: no second visit to the provider.
    await page.waitForURL(/\/app\/signup\/donnees-personnelles\?id=/);
    await page.getByText('67.04.20-678.60').waitFor();
    await page.getByLabel("Nom d'utilisateur").waitFor();
    await page.context().close();
  });
});
