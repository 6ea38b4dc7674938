import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AUDIT_RULE_TAGS, AUDIT_WIDTHS, AUDITED_PAGES, REFLOW_VIEWPORTS, TARGET_MIN_SIZE, TARGET_WIDTHS } from '../../domain/accessibility';
import { auditedAddresses, auditedLogins, openAudited } from './support/audited-pages';
import { newPage } from './support/browser';
import { accessibilityViolations, signedInStorage } from './support/journeys';
import { ariaSnapshotOf, keptAriaSnapshot, namelessControls, tablesWithoutCaptionOrHeaders } from './support/aria-snapshots';
import { clippedText, movingElements, shownBeforeMain, sidewaysOverflow, smallTargets, TEXT_SPACING_CSS } from './support/layout-checks';
import { usePlatform } from './support/platform';
import { claimRouteAudit, routePattern } from './support/route-audit';

/**
 * The audit the accessibility statement describes (/accessibilite, domain/accessibility.ts), on every page it lists,
 * with motion reduced as the user's system asks (`prefers-reduced-motion: reduce`). Each page is loaded once at each
 * width of AUDIT_WIDTHS, and every check runs on that visit (until 2026-11-27 the axe audit and the layout checks
 * were two files loading the same pages three times, and signing in through the form):
 * - axe-core's WCAG 2.0–2.2 A and AA rules, no violation admitted whatever its impact, and the statement's link in
 *   the footer, at each width;
 * - at the first width, what a screen reader hears (the page's ARIA snapshot) compared with the reviewed one in
 *   test/e2e/aria-snapshots/, every control named, every table with a caption and header cells;
 * - what axe cannot see (support/layout-checks.ts): 2.5.8 every control 24 × 24 px or spaced as the exception
 *   allows at 1366 and 320 px; 1.4.12 no text clipped under WCAG's text-spacing overrides; nothing animates;
 *   1.4.10 reflow at 320 CSS px and at 1280 px zoomed to 400 % (320 × 256 CSS px: zoom, not a device scale
 *   factor), nothing scrolling sideways but a data table's own region; at 320 px nothing that follows the main
 *   content (the footer) laid out above it.
 * And 2.5.7: the statechart studio pans and zooms without dragging. One server, one signed-in page per login.
 * `npx vitest run --project e2e test/e2e/accessibility.test.ts` runs it alone.
 */
const platform = usePlatform();

/** A phone, and 1280 × 1024 at 400 % (domain/accessibility.ts: what the statement says). */
const [PHONE, ZOOMED] = REFLOW_VIEWPORTS;
const [WIDE, NARROW] = TARGET_WIDTHS;
/** Fractional widths round the page's scroll width up by a pixel at most: not a scroll anyone can use. */
const SUBPIXEL = 1;

/** Loads the page at the window's width and runs axe on it: where it landed, the footer's link, the violations. */
async function audit(page: Page, path: string) {
  const where = await openAudited(page, path);
  // Audited here: the run's audit of the routes journeys reach (support/route-audit.ts) need not come again.
  claimRouteAudit(routePattern(page.url())!);
  return { path, where, width: page.viewportSize()?.width, footer: await page.getByRole('link', { name: /^Accessibilité/ }).count(), violations: await accessibilityViolations(page, AUDIT_RULE_TAGS) };
}

/** The layout checks of the wide window, on the page as loaded: targets, motion, text spacing (its sheet is taken off after). */
async function wideLayout(page: Page) {
  const targets = await page.evaluate(smallTargets, TARGET_MIN_SIZE);
  const moving = await page.evaluate(movingElements);
  const clipped = await page.evaluate(clippedText, TEXT_SPACING_CSS);
  return {
    ...(clipped.length > 0 && { clipped }),
    ...(targets.length > 0 && { [`targets${WIDE}`]: targets }),
    ...(moving.length > 0 && { moving }),
  };
}

/** The layout checks of the narrow windows, the page resized from its last load: targets, reflow, order. */
async function narrowLayout(page: Page) {
  await page.setViewportSize({ width: NARROW, height: 800 });
  const targets = await page.evaluate(smallTargets, TARGET_MIN_SIZE);
  await page.setViewportSize(PHONE);
  const phone = await page.evaluate(sidewaysOverflow);
  const misplaced = await page.evaluate(shownBeforeMain);
  await page.setViewportSize(ZOOMED);
  const zoomed = await page.evaluate(sidewaysOverflow);
  return {
    ...((phone.scroll > SUBPIXEL || phone.outside.length > 0) && { reflow320: phone }),
    ...(misplaced.length > 0 && { beforeMain320: misplaced }),
    ...((zoomed.scroll > SUBPIXEL || zoomed.outside.length > 0) && { reflow400: zoomed }),
    ...(targets.length > 0 && { [`targets${NARROW}`]: targets }),
  };
}

describe.each(auditedLogins(AUDITED_PAGES).map((login) => [login ?? 'signed out', login] as const))('the statement’s audit, %s', (_, login) => {
  const pages = AUDITED_PAGES.filter((page) => page.login === login);
  let context: BrowserContext;
  let page: Page;
  let paths: string[];
  beforeAll(async () => {
    paths = await auditedAddresses(platform.server.url, login, pages);
    // Signed in through the API (the sign-in form has journeys of its own: shell, keyboard).
    ({ context, page } = await newPage(platform.browser, platform.server.url, login ? await signedInStorage(platform.server.url, login) : undefined));
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(() => context.close());

  it.each(pages.map((audited, index) => [audited.id, index] as const))('%s: no WCAG 2.2 A/AA violation at either width, the statement in the footer, heard as reviewed; reflow, spacing, targets and motion', async (id, index) => {
    expect(AUDIT_WIDTHS[0], 'the wide layout checks run on the first width’s visit').toBe(WIDE);
    const path = paths[index]!;
    const audits = [];
    let layout = {};
    for (const width of AUDIT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      audits.push(await audit(page, path));
      if (width !== AUDIT_WIDTHS[0]) continue;
      const heard = await ariaSnapshotOf(page);
      expect.soft(namelessControls(heard), 'controls without a name').toEqual([]);
      expect.soft(await tablesWithoutCaptionOrHeaders(page), 'tables without a caption or header cells').toEqual([]);
      expect.soft(heard, `what a screen reader hears on ${id} (UPDATE_ARIA_SNAPSHOTS=1 rewrites test/e2e/aria-snapshots/${id}.yaml)`).toBe(keptAriaSnapshot(id, heard));
      layout = await wideLayout(page);
    }
    layout = { ...layout, ...(await narrowLayout(page)) };
    expect.soft(audits.filter((result) => result.where !== result.path || result.violations.length > 0 || result.footer !== 1), 'axe violations, a missing footer link or a refused page, by width').toEqual([]);
    expect.soft(layout, 'reflow (320 px, 400 %), text spacing, target size or motion').toEqual({});
  });
});

it('lists in the statement the pages the audit visits', async () => {
  const { context, page } = await newPage(platform.browser, platform.server.url);
  await page.goto('/app/accessibilite');
  const list = page.getByTestId('audited-pages');
  await list.waitFor();
  const items = await list.getByRole('listitem').allTextContents();
  expect(items).toHaveLength(AUDITED_PAGES.length);
  expect(items[0]).toBe('Connexion (non connecté)');
  await expect(page.getByRole('link', { name: /^accessibilite@/ }).getAttribute('href')).resolves.toBe('mailto:accessibilite@cheques-entreprises.be');
  await context.close();
});

it('pans and zooms the statechart studio without dragging: buttons and the keyboard (2.5.7)', async () => {
  const page = await platform.signedIn('demo.gestionnaire', '/app/statecharts');
  await page.locator('main a[href*="/statecharts/"]').first().click();
  const zoomIn = page.getByRole('button', { name: 'Agrandir' });
  const level = page.getByText(/^Zoom : /);
  const before = await level.textContent();
  await zoomIn.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => level.textContent()).not.toBe(before);
  // The drawing is a focusable region that scrolls: the arrow keys move it.
  const drawing = page.getByRole('region', { name: /^Diagramme/ });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await drawing.focus();
  const scrolled = () => drawing.evaluate((el) => el.scrollLeft + el.scrollTop);
  const start = await scrolled();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(scrolled).toBeGreaterThan(start);
  await page.context().close();
});
