import { beforeAll, describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { EtapeEncodage } from '../../domain/encoding-steps';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';

// Shares the run's server (docs/testing.md): its edits go to the provider's seeded introduction at its recap, which no other sharing file reads.
const platform = useSharedPlatform();
/** A demo introduction of the provider at its recap: every earlier step opens. */
let dossierId: number;

beforeAll(async () => {
  const call = await apiAs(platform.server.url, 'demo.presta');
  const list = (await (await call('/dossiers', { method: 'POST', body: { statutDossierId: [1], perPage: 100 } })).json()).result;
  // The seeded one, of the lowest id: the sharing journeys' wizards leave newer introductions at their recap too.
  const atRecap = (list.items as Array<{ id: number; EtapeEncodage: number }>)
    .filter((d) => d.EtapeEncodage === EtapeEncodage.DossierValidation)
    .sort((a, b) => a.id - b.id)[0];
  dossierId = atRecap!.id;
});

const stepPath = (screen: string) => `/app/introduction-dossier/${dossierId}/${screen}`;
const stepUrl = (screen: string, search = '') => new RegExp(`${stepPath(screen)}${search}$`);

/** The step's heading takes the focus once its data came: beside other work that takes more than expect.poll's default second. */
const untilStepShown = (page: Page, title: string) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe(title);

/** Loads a step's address and waits for its heading. */
async function openStep(page: Page, screen: string, title: string) {
  await page.goto(stepPath(screen));
  await untilStepShown(page, title);
}

/** The provider signed in at a step, once its heading shows. */
async function signedInAtStep(screen: string, title: string) {
  const page = await platform.signedIn('demo.presta', stepPath(screen));
  await untilStepShown(page, title);
  return page;
}

/** The performance as the provider saves it (the demo dossier's lacks some mandatory texts). */
async function fillPrestation(page: Page, titre: string) {
  await page.getByLabel('Intitulé').fill(titre);
  await page.getByLabel('Objectif général').fill('Numériser la prise de commande.');
  await page.getByLabel('Valeur ajoutée pour le bénéficiaire').fill('Moins d’erreurs de saisie.');
  await page.getByLabel('Début estimé').fill('2030-09-01');
  await page.getByLabel('Fin estimée').fill('2030-11-30');
  await page.getByLabel('Planning').fill('Diagnostic, outils, formation.');
  await page.getByLabel('Nombre de jours').fill('6');
}

const unsavedDialog = (page: Page) => page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
/**
 * Answers the dialog and waits until it has left the page. A closed <dialog> loses its role at once,
 * but the router has the answer only when its close event has run, which removes the element: a
 * navigation started in between would be answered by this dialog's late close.
 */
async function answer(page: Page, button: 'Rester sur la page' | 'Quitter sans enregistrer') {
  await unsavedDialog(page).getByRole('button', { name: button }).click();
  await page.locator('dialog', { hasText: 'Quitter sans enregistrer ?' }).waitFor({ state: 'detached' });
}
const stay = (page: Page) => answer(page, 'Rester sur la page');
const leave = (page: Page) => answer(page, 'Quitter sans enregistrer');

/** Every native dialog the page opens (beforeunload included), which a test then expects none or one of. */
function nativeDialogs(page: Page): Dialog[] {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    void dialog.dismiss();
  });
  return seen;
}

describe('unsaved changes in a wizard step', () => {
  it('"Précédent" asks first: staying keeps what was typed, leaving drops it', async () => {
    const page = await signedInAtStep('prestation', 'Prestation');
    const titre = page.getByLabel('Intitulé');
    const saved = await titre.inputValue();
    await titre.fill('Un intitulé jamais enregistré');

    await page.getByRole('button', { name: 'Précédent' }).click();
    await unsavedDialog(page).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await stay(page);
    expect(page.url()).toMatch(stepUrl('prestation'));
    expect(await titre.inputValue()).toBe('Un intitulé jamais enregistré');

    // Asked again on the second try, and leaving goes where "Précédent" leads.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await leave(page);
    await page.waitForURL(stepUrl('competences'));
    await openStep(page, 'prestation', 'Prestation');
    expect(await titre.inputValue()).toBe(saved);
    await page.context().close();
  });

  it("asks before a menu entry or the browser's back button leaves the step, and not when nothing changed", async () => {
    const page = await signedInAtStep('prestation', 'Prestation');
    const dialogs = nativeDialogs(page);
    // Untouched: the menu leaves at once.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' }).click();
    await page.waitForURL(/\/app\/$/);
    expect(await unsavedDialog(page).count()).toBe(0);

    // Reached inside the app, so that going back stays in it (a page loaded anew is the browser's to leave).
    await openStep(page, 'recapitulatif', 'Récapitulatif');
    await page.getByRole('navigation', { name: 'Étapes du dossier' }).getByRole('link', { name: 'Étape 5 : Prestation' }).click();
    await page.waitForURL(stepUrl('prestation'));
    await page.getByLabel('Planning').fill('Un planning jamais enregistré');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dossiers chèques' }).click();
    await stay(page);
    expect(page.url()).toMatch(stepUrl('prestation'));

    await page.goBack({ waitUntil: 'commit' });
    await unsavedDialog(page).waitFor();
    await stay(page);
    await page.waitForURL(stepUrl('prestation'));
    expect(await page.getByLabel('Planning').inputValue()).toBe('Un planning jamais enregistré');

    await page.goBack({ waitUntil: 'commit' });
    await leave(page);
    await page.waitForURL(stepUrl('recapitulatif'));
    // The app's own dialog, never the browser's.
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it("closing the tab gets the browser's question only when something changed", async () => {
    const page = await signedInAtStep('prestation', 'Prestation');
    const dialogs = nativeDialogs(page);
    await page.getByLabel('Intitulé').fill('Un intitulé jamais enregistré');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.map((dialog) => dialog.type())).toEqual(['beforeunload']);
    // Dismissed: the tab stays, with what was typed.
    expect(page.isClosed()).toBe(false);
    expect(await page.getByLabel('Intitulé').inputValue()).toBe('Un intitulé jamais enregistré');

    const untouched = await page.context().newPage();
    const none = nativeDialogs(untouched);
    await untouched.goto(stepPath('prestation'));
    await untouched.getByLabel('Intitulé').click();
    await untouched.close({ runBeforeUnload: true });
    await expect.poll(() => untouched.isClosed()).toBe(true);
    expect(none).toEqual([]);
    await page.context().close();
  });

  it('saving is never held back', async () => {
    const page = await signedInAtStep('prestation', 'Prestation');
    const dialogs = nativeDialogs(page);
    await fillPrestation(page, 'Plan de transformation, version enregistrée');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(stepUrl('financier'));
    expect(await unsavedDialog(page).count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});

describe('"Modifier" from the recap', () => {
  it('opens the step, and saving it returns to the recap with the change', async () => {
    const page = await signedInAtStep('recapitulatif', 'Récapitulatif');
    await page.getByRole('link', { name: "Modifier l'étape Prestation" }).click();
    await page.waitForURL(stepUrl('prestation', '\\?retour=recapitulatif'));
    await fillPrestation(page, 'Intitulé corrigé depuis le récapitulatif');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(stepUrl('recapitulatif'));
    await page.getByText('Intitulé corrigé depuis le récapitulatif').waitFor();
    expect(await unsavedDialog(page).count()).toBe(0);

    // Without "Modifier", saving goes on to the next step as before.
    await openStep(page, 'financier', 'Financier');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await page.waitForURL(stepUrl('specificites'));
    await page.context().close();
  });
});
