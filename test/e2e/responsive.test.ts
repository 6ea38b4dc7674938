import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs, loginAs, signedInStorage } from './support/journeys';
import { quietOf } from './support/network-quiet';
import { navigateInApp } from './support/in-app';

const platform = usePlatform();

/** A phone, a tablet, a laptop (the breakpoints of src/styles/tokens.css fall between them). */
const WIDTHS = [360, 768, 1366] as const;
const PHONE = { width: 360, height: 800 };
const LAPTOP = { width: 1366, height: 800 };
/** The smallest touch target (tokens.css --touch-target), less a rounding pixel. */
const TOUCH = 43.5;

interface Item {
  id: number;
  EtapeEncodage: number;
  StatutDossierId: number;
}

async function dossiersOf(login: string, filter: Record<string, unknown> = {}) {
  const call = await apiAs(platform.server.url, login);
  return (await (await call('/dossiers', { method: 'POST', body: { perPage: 100, ...filter } })).json()).result.items as Item[];
}

/** How far the page scrolls sideways at each width (0 everywhere when it fits). */
async function overflowAtEachWidth(page: Page): Promise<Record<number, number>> {
  const result: Record<number, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    result[width] = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
  return result;
}
const FITS = Object.fromEntries(WIDTHS.map((w) => [w, 0]));

/**
 * Opens a screen and waits for its data and lazy chunks, then its `ready` element. Once the app is loaded, reached
 * inside it: a load of the whole app per screen was half of this file's time.
 */
async function open(page: Page, path: string, ready = 'main h1') {
  const quiet = quietOf(page);
  await page.setViewportSize(LAPTOP);
  if (new URL(page.url()).pathname.startsWith('/app/')) await navigateInApp(page, path);
  else await page.goto(path);
  await quiet({ fromNow: true });
  await page.locator(ready).first().waitFor();
}

/** The links of the full step bar: the wizard screens this dossier opens. */
async function openSteps(page: Page) {
  await page.setViewportSize(LAPTOP);
  const hrefs = await page
    .getByRole('navigation', { name: 'Étapes du dossier' })
    .getByRole('list')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [new URL(page.url()).pathname, ...hrefs];
}

async function heightOf(locator: ReturnType<Page['locator']>) {
  return (await locator.boundingBox())?.height ?? 0;
}

let provider: Page;
let draft: Item;
let locked: Item;
let submitted: Item;
let settled: Item;

beforeAll(async () => {
  const items = await dossiersOf('demo.presta');
  // Seeds: an introduction at every step, and every status (server/seed/demo-dossier-plan.ts).
  draft = items.find((d) => d.StatutDossierId === 1 && d.EtapeEncodage === 6)!; // at the recap: steps 1 to 8 open
  locked = items.find((d) => d.StatutDossierId === 1 && d.EtapeEncodage === 7)!; // validated: the documents
  submitted = items.find((d) => d.StatutDossierId === 2)!;
  settled = items.find((d) => d.StatutDossierId === 11)!;
  const { page } = await newPage(platform.browser, platform.server.url);
  provider = page;
  await open(provider, '/app/login', 'main h1');
});

describe('phones, tablets and laptops: no screen scrolls sideways', () => {
  it('the login screen', async () => {
    expect(await overflowAtEachWidth(provider)).toEqual(FITS);
    await loginAs(provider, 'demo.presta');
  });

  it('home, the list and a dossier on each of its tabs', async () => {
    await open(provider, '/app/');
    expect(await overflowAtEachWidth(provider), 'home').toEqual(FITS);
    await open(provider, '/app/dossiers', 'main table');
    expect(await overflowAtEachWidth(provider), 'list').toEqual(FITS);
    for (const tab of ['recapitulatif', 'organisation', 'beneficiaire', 'prestataire', 'prestation', 'specificites', 'documents', 'remarques', 'historique']) {
      await open(provider, `/app/dossiers/${settled.id}/${tab}`, 'main .panel > *');
      expect(await overflowAtEachWidth(provider), tab).toEqual(FITS);
    }
  });

  it("the introduction wizard: cheque setup and every step a provider's dossiers open", async () => {
    await open(provider, '/app/introduction-dossier', 'main h2');
    expect(await overflowAtEachWidth(provider), 'setup').toEqual(FITS);
    await open(provider, `/app/introduction-dossier/${draft.id}/cheque`, 'main h2');
    const paths = [...(await openSteps(provider)), `/app/introduction-dossier/${locked.id}/documents`, `/app/introduction-dossier/${submitted.id}/confirmation`];
    expect(paths.map((p) => p.split('/').at(-1))).toEqual(
      ['cheque', 'beneficiaire', 'prestataire', 'competences', 'prestation', 'financier', 'specificites', 'recapitulatif', 'documents', 'confirmation'],
    );
    for (const path of paths) {
      await open(provider, path, 'main h2');
      expect(new URL(provider.url()).pathname).toBe(path);
      expect(await overflowAtEachWidth(provider), path).toEqual(FITS);
    }
  });

  it('the initiation wizard, as a beneficiary: cheque setup and the steps of its dossiers', async () => {
    // A stored session: signing in through the form is proven once, above.
    const { page, context } = await newPage(platform.browser, platform.server.url, await signedInStorage(platform.server.url, 'demo.benef'));
    await open(page, '/app/initiation-dossier', 'main h2');
    expect(await overflowAtEachWidth(page), 'setup').toEqual(FITS);
    // One address for each screen its dossiers open: still with the beneficiary (the first steps), sent to the provider (the recap).
    const byScreen = new Map<string, string>();
    for (const dossier of await dossiersOf('demo.benef', { statutDossierId: [1] })) {
      await open(page, `/app/initiation-dossier/${dossier.id}`, 'main h1, main h2');
      // Where demo.benef is only an Information contact, the wizard says why it may not complete: a screen too.
      if (await page.getByRole('heading', { name: 'Vous ne pouvez pas compléter ce dossier' }).isVisible()) {
        expect(await overflowAtEachWidth(page), 'completion refused').toEqual(FITS);
        continue;
      }
      for (const path of await openSteps(page)) byScreen.set(path.split('/').at(-1)!, path);
    }
    expect([...byScreen.keys()]).toEqual(expect.arrayContaining(['cheque', 'beneficiaire', 'prestataire', 'recapitulatif']));
    const paths = byScreen.values();
    for (const path of paths) {
      await open(page, path, 'main h2');
      expect(await overflowAtEachWidth(page), path).toEqual(FITS);
    }
    await context.close();
  });
});

describe('on a phone', () => {
  it('the menu is a drawer: the button opens it into the menu, Escape closes it back to the button, an entry closes it', async () => {
    await open(provider, '/app/');
    await provider.setViewportSize(PHONE);
    const menu = provider.getByRole('navigation', { name: 'Menu principal', includeHidden: true });
    const button = provider.getByRole('button', { name: 'Menu', exact: true });
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));

    await button.focus();
    await provider.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.getByRole('link', { name: 'Accueil' }).evaluate((a) => a === document.activeElement)).toBe(true);
    expect(await accessibilityViolations(provider)).toEqual([]);
    await provider.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(() => menu.isVisible()).toBe(false);

    await button.click();
    expect(await heightOf(menu.getByRole('link', { name: 'Dossiers chèques' }))).toBeGreaterThanOrEqual(TOUCH);
    await menu.getByRole('link', { name: 'Dossiers chèques' }).click();
    await provider.waitForURL(/\/app\/dossiers$/);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.isVisible()).toBe(false);

    // Wide again: the sidebar is in the page, with its shrink button, and no menu button.
    await provider.setViewportSize(LAPTOP);
    expect(await menu.isVisible()).toBe(true);
    expect(await button.isVisible()).toBe(false);
    expect(await provider.getByRole('button', { name: /Réduire le menu|Déployer le menu/ }).isVisible()).toBe(true);
  });

  it('the list is a stack of cards that screen readers still read as a table, its controls 44 px high', async () => {
    await open(provider, '/app/dossiers', 'main table');
    await provider.setViewportSize(PHONE);
    const cdp = await provider.context().newCDPSession(provider);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value: string } }> };
    const roles = new Set(nodes.map((n) => n.role?.value));
    for (const role of ['table', 'row', 'rowheader', 'columnheader', 'cell']) expect(roles, role).toContain(role);
    await cdp.detach();

    const controls = [
      provider.getByRole('button', { name: 'Menu', exact: true }),
      provider.getByRole('button', { name: /Menu utilisateur/ }),
      provider.getByRole('link', { name: 'Nouveau dossier' }),
      provider.getByRole('button', { name: 'Trier par Référence' }),
      provider.getByRole('navigation', { name: /pagination/i }).getByRole('button').last(),
      provider.getByRole('link', { name: /^Voir le dossier/ }).first(),
    ];
    for (const control of controls) expect(await heightOf(control), String(control)).toBeGreaterThanOrEqual(TOUCH);
    expect(await accessibilityViolations(provider)).toEqual([]);
  });

  it("a dossier's tabs are 44 px high and its history scrolls in its own box", async () => {
    await open(provider, `/app/dossiers/${settled.id}/historique`, 'main table');
    await provider.setViewportSize(PHONE);
    const tabs = provider.getByRole('navigation', { name: 'Onglets du dossier' }).getByRole('link');
    expect(await heightOf(tabs.first())).toBeGreaterThanOrEqual(TOUCH);
    const box = provider.getByRole('region', { name: 'Historique du dossier' });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await accessibilityViolations(provider)).toEqual([]);
  });

  it('the step bar says "Étape N sur M — Nom" between the previous and next steps; the full bar on a laptop', async () => {
    await open(provider, `/app/introduction-dossier/${draft.id}/financier`, 'main h2');
    const steps = provider.getByRole('navigation', { name: 'Étapes du dossier' });
    expect(await steps.getByRole('list').isVisible()).toBe(true);
    expect(await steps.getByText('Étape 6 sur 10 — Financier').isVisible()).toBe(false);
    await provider.setViewportSize(PHONE);
    expect(await steps.getByText('Étape 6 sur 10 — Financier').isVisible()).toBe(true);
    expect(await steps.getByRole('list').isVisible()).toBe(false);
    const previous = steps.getByRole('link', { name: 'Étape précédente : Prestation (terminée)' });
    const next = steps.getByRole('link', { name: 'Étape suivante : Spécificités' });
    for (const link of [previous, next]) expect(await heightOf(link)).toBeGreaterThanOrEqual(TOUCH);
    for (const button of await provider.locator('main form button').all()) expect(await heightOf(button)).toBeGreaterThanOrEqual(TOUCH);
    expect(await accessibilityViolations(provider)).toEqual([]);
    await next.click();
    await provider.waitForURL(/\/specificites$/);
    await steps.getByText('Étape 7 sur 10 — Spécificités').waitFor();
  });
});

describe('completed steps', () => {
  it('are ticked and announced as done, even once the data is locked; only steps not reached are dashed', async () => {
    await open(provider, `/app/introduction-dossier/${locked.id}/documents`, 'main h2');
    const items = provider.getByRole('navigation', { name: 'Étapes du dossier' }).getByRole('listitem');
    const texts = await items.allTextContents();
    expect(texts.slice(0, 8).every((text) => text.startsWith('✓') && text.endsWith('(terminée)'))).toBe(true);
    expect(texts[8]).toBe('9Étape 9 : Documents');
    expect(await items.nth(8).locator('[aria-current="step"]').count()).toBe(1);
    expect(texts[9]).toContain('(pas encore accessible)');
    const border = (n: number) => items.nth(n).locator('[aria-hidden="true"]').first().evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(await border(0)).toBe('solid');
    expect(await border(9)).toBe('dashed');
    expect(await accessibilityViolations(provider)).toEqual([]);
  });
});
