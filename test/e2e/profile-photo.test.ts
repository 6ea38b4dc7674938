import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations } from './support/journeys';

const platform = usePlatform();

/** A real 1×1 PNG, and a text file that only calls itself one. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FAKE_PNG = Buffer.from('Ceci est un simple texte.\n');

const photo = (page: Page) => page.getByRole('img', { name: 'Photo de Marc Dupont' });
const pick = (page: Page, name: string, buffer: Buffer) => page.getByLabel('Photo', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer });

describe('my photo on the profile', () => {
  it('refuses a text file named .png in French, then shows, replaces and removes a real photo', async () => {
    const page = await platform.signedIn('demo.benef');
    await page.goto('/app/profile/infos');
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

    await pick(page, 'autre.png', PNG);
    await section.getByRole('button', { name: 'Remplacer la photo' }).click();
    await expect.poll(() => page.getByText('Votre photo a été enregistrée.').count()).toBeGreaterThan(0);
    await photo(page).waitFor();

    await section.getByRole('button', { name: 'Retirer la photo' }).click();
    await page.getByText('Votre photo a été retirée.').waitFor();
    await section.getByText('Aucune photo.').waitFor();
  });
});
