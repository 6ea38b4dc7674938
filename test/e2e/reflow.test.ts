import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AUDITED_PAGES, REFLOW_VIEWPORTS, TARGET_MIN_SIZE, TARGET_WIDTHS } from '../../domain/accessibility';
import { auditedAddresses, auditedLogins, openAudited } from './support/audited-pages';
import { newPage } from './support/browser';
import { loginAs } from './support/journeys';
import { clippedText, movingElements, shownBeforeMain, sidewaysOverflow, smallTargets, TEXT_SPACING_CSS } from './support/layout-checks';
import { usePlatform } from './support/platform';

/**
 * What axe cannot see, on every page of the accessibility statement (domain/accessibility.ts AUDITED_PAGES), with
 * motion reduced as the user's system asks (`prefers-reduced-motion: reduce`):
 * - 1.4.10 reflow at 320 CSS px, and at 1280 px zoomed to 400 % (a 320 × 256 CSS px window, which is what zoom
 *   gives; a device scale factor is not zoom): nothing scrolls sideways but a data table's own region;
 * - 1.4.12 WCAG's text-spacing overrides injected: no text clipped;
 * - 2.5.8 every control 24 × 24 px or spaced as the exception allows, at 1366 and 320 px;
 * - nothing animates nor transitions;
 * - at 320 px, nothing that follows the main content (the footer) is laid out above it.
 * And 2.5.7: the statechart studio pans and zooms without dragging. One server, one page per login.
 */
const platform = usePlatform();

/** A phone, and 1280 × 1024 at 400 % (domain/accessibility.ts: what the statement says). */
const [PHONE, ZOOMED] = REFLOW_VIEWPORTS;
const [WIDE, NARROW] = TARGET_WIDTHS;
/** Fractional widths round the page's scroll width up by a pixel at most: not a scroll anyone can use. */
const SUBPIXEL = 1;

async function measure(page: Page, path: string) {
  await page.setViewportSize({ width: WIDE, height: 800 });
  const where = await openAudited(page, path);
  const wideTargets = await page.evaluate(smallTargets, TARGET_MIN_SIZE);
  const moving = await page.evaluate(movingElements);
  const clipped = await page.evaluate(clippedText, TEXT_SPACING_CSS);
  await page.setViewportSize({ width: NARROW, height: 800 });
  const narrowTargets = await page.evaluate(smallTargets, TARGET_MIN_SIZE);
  await page.setViewportSize(PHONE);
  const phone = await page.evaluate(sidewaysOverflow);
  const misplaced = await page.evaluate(shownBeforeMain);
  await page.setViewportSize(ZOOMED);
  const zoomed = await page.evaluate(sidewaysOverflow);
  return {
    ...(where !== path && { where }),
    ...((phone.scroll > SUBPIXEL || phone.outside.length > 0) && { reflow320: phone }),
    ...(misplaced.length > 0 && { beforeMain320: misplaced }),
    ...((zoomed.scroll > SUBPIXEL || zoomed.outside.length > 0) && { reflow400: zoomed }),
    ...(clipped.length > 0 && { clipped }),
    ...(wideTargets.length > 0 && { [`targets${WIDE}`]: wideTargets }),
    ...(narrowTargets.length > 0 && { [`targets${NARROW}`]: narrowTargets }),
    ...(moving.length > 0 && { moving }),
  };
}

describe.each(auditedLogins(AUDITED_PAGES).map((login) => [login ?? 'signed out', login] as const))('reflow, spacing, targets and motion, %s', (_, login) => {
  const pages = AUDITED_PAGES.filter((page) => page.login === login);
  let context: BrowserContext;
  let page: Page;
  let paths: string[];
  beforeAll(async () => {
    paths = await auditedAddresses(platform.server.url, login, pages);
    ({ context, page } = await newPage(platform.browser, platform.server.url));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    if (login) {
      await page.goto('/app/login');
      await loginAs(page, login);
    }
  });
  afterAll(() => context.close());

  it.each(pages.map((audited, index) => [audited.id, index] as const))('%s', async (_, index) => {
    expect(await measure(page, paths[index]!)).toEqual({});
  });
});

it('pans and zooms the statechart studio without dragging: buttons and the keyboard (2.5.7)', async () => {
  const page = await platform.signedIn('demo.gestionnaire');
  await page.goto('/app/statecharts');
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
