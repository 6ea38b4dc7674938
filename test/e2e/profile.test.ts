import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations } from './support/journeys';
import { fieldRefused } from './support/form-errors';

const platform = usePlatform();

/** Screenshots of each tab for a reviewer to look at: outside the repository, in the system's temporary folder. */
const SHOTS = path.join(tmpdir(), 'vcp-profile-shots');
mkdirSync(SHOTS, { recursive: true });

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections du profil' }).getByRole('link', { name });
const roleSwitch = (page: Page) => page.getByRole('switch', { name: 'Rôle porteur de projet actif' });

/** Opens the profile from the header's user menu, as a user would. */
async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Menu utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await page.getByRole('heading', { name: 'Mon profil' }).waitFor();
}

describe('the profile', () => {
  it('opens from the user menu on my data, and a user takes the project-holder role, which stays toggled after reload', async () => {
    const page = await platform.signedIn('demo.benef');
    await openProfile(page);
    expect(new URL(page.url()).pathname).toBe('/app/profile/infos');
    await tab(page, 'Mes rôles').click();
    await page.getByRole('button', { name: 'Devenir porteur de projet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Devenir porteur de projet ?' });
    await dialog.getByRole('button', { name: 'Devenir porteur de projet' }).click();
    await expect.poll(() => roleSwitch(page).isChecked()).toBe(true);
    // Its organisation, named after the user, is among my roles, Authority and validated.
    const own = page.getByRole('row', { name: /Marc Dupont/ });
    await expect.poll(() => own.textContent()).toMatch(/Autorité.*Validé/);

    await roleSwitch(page).click();
    await expect.poll(() => roleSwitch(page).isChecked()).toBe(false);
    await expect.poll(() => roleSwitch(page).isEnabled()).toBe(true);
    await page.reload();
    await roleSwitch(page).waitFor();
    expect(await roleSwitch(page).isChecked()).toBe(false);
    expect(await page.getByText('Votre organisation porteur de projet est désactivée').count()).toBe(1);

    // By keyboard too: Space on the focused switch enables the role again.
    await roleSwitch(page).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => roleSwitch(page).isChecked()).toBe(true);
    await page.reload();
    await roleSwitch(page).waitFor();
    expect(await roleSwitch(page).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('edits its data and its notifications, changes its password, then signs in with it', async () => {
    const page = await platform.signedIn('demo.expert', '/app/profile/infos');
    await page.getByLabel('Nom', { exact: true }).fill('Lefèvre-Martin');
    // The demo contact has no address yet: the update needs one.
    await page.getByLabel('Rue').fill('Rue de Fer');
    await page.getByLabel('Numéro').fill('12');
    await page.getByLabel('Code postal').fill('5000');
    await page.getByLabel('Localité').fill('Namur');
    await page.getByRole('checkbox', { name: 'Recevoir les notifications par e-mail' }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Vos informations sont enregistrées.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Lefèvre-Martin');
    expect(await page.getByLabel('Localité').inputValue()).toBe('Namur');
    expect(await page.getByRole('checkbox', { name: 'Recevoir les notifications par e-mail' }).isChecked()).toBe(false);
    // Every e-mail is off: the choice per kind says so, and is kept for when they come back on.
    await page.getByText('Vous avez désactivé la réception des e-mails', { exact: false }).waitFor();
    await page.getByRole('checkbox', { name: /^Les liens avec les organisations/ }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer mes notifications' }).click();
    await page.getByText('Vos notifications sont enregistrées.').waitFor();
    await page.reload();
    await page.getByRole('checkbox', { name: /^La vie des dossiers/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^Les liens avec les organisations/ }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /^La vie des dossiers/ }).isChecked()).toBe(true);

    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Expert-2027!');
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('Expert-2028!');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await fieldRefused(page.getByLabel('Confirmez le nouveau mot de passe'), 'Les deux mots de passe ne correspondent pas.');
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('Expert-2027!');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Votre mot de passe est changé.').waitFor();

    await page.getByRole('button', { name: /Menu utilisateur/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.getByLabel('Identifiant').waitFor();
    await page.getByLabel('Identifiant').fill('demo.expert');
    await page.getByLabel('Mot de passe').fill('Expert-2027!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByTestId('user-name').waitFor();
    expect(await page.getByTestId('user-name').textContent()).toContain('Lefèvre-Martin');
    await page.context().close();
  });

  it('gives a beneficiary-logged user no labellisations tab, and sends it home from its URL', async () => {
    const page = await platform.signedIn('demo.benef', '/app/profile');
    await page.waitForURL('**/app/profile/infos');
    await tab(page, 'Mes rôles').waitFor();
    expect(await page.getByRole('navigation', { name: 'Sections du profil' }).getByRole('link').allTextContents()).toEqual(['Mes informations', 'Mes rôles', 'Mes organisations']);
    await page.goto('/app/profile/labellisations');
    await page.waitForURL((url) => url.pathname === '/app/');
    await page.context().close();
  });

  it("shows a provider its providers' labels, each provider linking to its labellisation summary", async () => {
    const page = await platform.signedIn('demo.presta', '/app/profile/labellisations');
    const labels = page.getByRole('table', { name: 'Labels de Conseil & Transition SRL' });
    await labels.getByRole('row').filter({ hasText: 'Accès au dispositif' }).getByText('Valide', { exact: true }).waitFor();
    expect(await tab(page, 'Labellisations').getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Voir le dossier label de Conseil & Transition SRL' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conseil & Transition SRL' }).waitFor();
    await page.context().close();
  });

  it('looks finished on a phone and on a laptop (screenshots of each tab)', async () => {
    for (const width of [390, 1366]) {
      const page = await platform.signedIn('demo.presta');
      await page.setViewportSize({ width, height: 900 });
      for (const path_ of ['infos', 'roles', 'organisations', 'labellisations']) {
        await page.goto(`/app/profile/${path_}`);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        // Nothing wider than the screen: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path_} at ${width}px`).toBeLessThanOrEqual(width);
        // Nor any field wider than the panel it sits in.
        const overflowing = await page.evaluate(() => {
          const panel = document.querySelector('.panel')!.getBoundingClientRect();
          return Array.from(document.querySelectorAll('.panel input, .panel select, .panel button, .panel fieldset'))
            .filter((el) => el.getBoundingClientRect().right > panel.right + 0.5)
            .map((el) => el.getAttribute('name') ?? el.tagName);
        });
        expect(overflowing, `${path_} at ${width}px`).toEqual([]);
        await page.screenshot({ path: path.join(SHOTS, `${path_}-${width}.png`), fullPage: true });
      }
      await page.context().close();
    }
  });
});

/** A real 1×1 PNG, and a text file that only calls itself one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FAKE_PNG = Buffer.from('Ceci est un simple texte.\n');

const photo = (page: Page) => page.getByRole('img', { name: 'Photo de Marc Dupont' });
const pick = (page: Page, name: string, buffer: Buffer) => page.getByLabel('Photo', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer });

describe('my photo on the profile', () => {
  it('refuses a text file named .png in French, then shows, replaces and removes a real photo', async () => {
    const page = await platform.signedIn('demo.benef', '/app/profile/infos');
    const section = page.getByRole('region', { name: 'Ma photo' });
    await section.getByText('Aucune photo.').waitFor();

    await pick(page, 'photo.png', FAKE_PNG);
    await section.getByRole('button', { name: 'Envoyer la photo' }).click();
    await section.getByText("Ce fichier n'est pas une image JPEG ou PNG : seules ces photos sont acceptées.").waitFor();
    expect(await photo(page).count()).toBe(0);

    await pick(page, 'moi.png', PNG);
    await section.getByRole('button', { name: 'Envoyer la photo' }).click();
    await page.getByText('Votre photo a été enregistrée.').waitFor();
    await photo(page).waitFor();
    // Decoded and drawn: the CSP lets the photo, fetched with the session, be shown from memory.
    await expect.poll(() => photo(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // While a new photo is sent, the photo cannot be removed: removed first, it would come back when the sending ends.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contacts/*/photo', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const removeButton = section.getByRole('button', { name: 'Retirer la photo' });
    await pick(page, 'autre.png', PNG);
    await section.getByRole('button', { name: 'Remplacer la photo' }).click();
    await expect.poll(() => removeButton.isDisabled()).toBe(true);
    release();
    await expect.poll(() => removeButton.isEnabled()).toBe(true);
    await page.unroute('**/contacts/*/photo');
    await photo(page).waitFor();

    await removeButton.click();
    await page.getByText('Votre photo a été retirée.').waitFor();
    await section.getByText('Aucune photo.').waitFor();
  });
});
