import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only driving (issue 33, item 1): Tab, Shift+Tab, Enter, Space, arrows and typing, never a click. At
 * every stop the focus is checked the way a sighted keyboard user needs it (WCAG 2.4.7, 2.4.11): on an element
 * with a box in the window, drawn with a focus indicator, and not covered by the sticky header or another
 * sticky or fixed bar.
 */

/** Why the focused element cannot be seen, or null when it can. Runs in the page. */
function focusProblem(): string | null {
  const element = document.activeElement;
  // An element of the statechart's drawing is an SVG element, not an HTML one.
  if (!(element instanceof HTMLElement || element instanceof SVGElement) || element === document.body) return 'nothing has the focus';
  const name = `${element.tagName.toLowerCase()} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)} »`;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return `${name} has no box`;
  if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) return `${name} is outside the window`;
  const style = getComputedStyle(element);
  if ((style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) && style.boxShadow === 'none') return `${name} has no focus indicator`;
  // What is drawn over its middle: a sticky or fixed bar that does not hold it hides it.
  const hit = document.elementFromPoint(Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1), Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1));
  for (let over = hit; over && over !== document.body; over = over.parentElement) {
    const position = getComputedStyle(over).position;
    if ((position === 'sticky' || position === 'fixed') && !over.contains(element) && !element.contains(over)) return `${name} is under ${over.tagName.toLowerCase()}.${over.className}`;
  }
  return null;
}

/**
 * Why the focus cannot be seen once the page is ready: the loading overlay (src/routes/root.tsx) covers the whole
 * page for a moment while a route loads, longer on a loaded machine, and goes; what it covers meanwhile is not hidden.
 */
async function focusProblemWhenReady(page: Page) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  return page.evaluate(focusProblem);
}

/** Fails the journey when the focus cannot be seen. */
export async function expectFocusVisible(page: Page) {
  expect(await focusProblemWhenReady(page)).toBeNull();
}

/** Presses a key, then checks the focus can be seen; past the page's last control it is in the browser's frame. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  const problem = await focusProblemWhenReady(page);
  if (problem !== 'nothing has the focus' || !key.endsWith('Tab')) expect(problem).toBeNull();
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Tabs (forwards, or backwards with `back`) until `target` has the focus, checking the focus at every stop;
 * fails after `limit` presses: the control cannot be reached, or is too far in the reading order.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

/** Tabs to a field and types into it (after clearing it). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Opens a menu button with Enter and goes down its items with the arrow key to `item`, which Enter chooses. */
export async function chooseInMenu(page: Page, menuButton: Locator, item: Locator) {
  await activate(page, menuButton);
  await item.waitFor();
  for (let presses = 0; presses < 20 && !(await isFocused(item)); presses++) await press(page, 'ArrowDown');
  expect(await isFocused(item)).toBe(true);
  await page.keyboard.press('Enter');
}

/** Tabs to a control and presses Enter (links, buttons) or Space (checkboxes, radios: `key`). */
export async function activate(page: Page, control: Locator, key = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Tabs to a file field and opens its chooser with Space, as a keyboard user does, then picks `file`. */
export async function chooseFile(page: Page, field: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  // A step that draws itself again (its list of documents arriving) may take the focus from the field between the
  // Tab and the Space; a user then tabs back and presses again, and so does the journey, three times at most.
  for (let attempt = 1; ; attempt++) {
    await tabTo(page, field);
    const opened = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Space');
    const chooser = await opened.catch((error: unknown) => {
      if (attempt >= 3) throw error;
      return null;
    });
    if (chooser) return chooser.setFiles(file);
  }
}

/**
 * After a route change: the new page's heading has the focus (or the heading the screen focused itself, a
 * wizard's step title) and the live region names the page.
 */
export async function expectPageAnnounced(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await h1.waitFor();
  const headingFocused = () => page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.closest('main') !== null && document.activeElement.tabIndex === -1 && document.activeElement.id !== 'contenu');
  await expect.poll(headingFocused).toBe(true);
  await expect.poll(async () => (await page.getByTestId('route-announcement').textContent()) ?? '').not.toBe('');
  await expectFocusVisible(page);
}

/**
 * A modal dialog holds the focus (Tab and Shift+Tab from its controls stay inside it, or leave only for the
 * browser's own frame) and Escape gives it back to what opened it, the dialog then gone from the page.
 */
export async function expectDialogTrapsFocus(page: Page, dialog: Locator, opener: Locator) {
  await dialog.waitFor();
  const shown = await dialog.elementHandle();
  const where = () => dialog.evaluate((element) => (element.contains(document.activeElement) ? 'inside' : document.activeElement === document.body || !document.activeElement ? 'browser' : 'outside'));
  expect(await where()).toBe('inside');
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await where()).not.toBe('outside');
  }
  await page.keyboard.press('Escape');
  // Closed, the element is hidden at once and leaves the page once the app has handled its close event: the next
  // step, often the same dialog opened again, must not meet the closed one still mounted.
  await page.waitForFunction((closed) => !closed?.isConnected, shown);
  await expect.poll(() => isFocused(opener)).toBe(true);
}
