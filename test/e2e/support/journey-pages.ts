import type { Browser, Page } from 'playwright-core';
import { newPage } from './browser';
import { forgetQuiet } from './network-quiet';
import type { SessionStorage } from './journeys';

type Viewport = { width: number; height: number };

/** A tab whose test has ended, waiting for the file's next page, and its context's own close. */
interface Spare {
  page: Page;
  close: () => Promise<void>;
}

/** Events a test may listen to on its page; the support's own listeners are added again when needed. */
const TEST_EVENTS = ['request', 'requestfinished', 'requestfailed', 'response', 'console', 'dialog', 'pageerror', 'download'];

/** Per journey file's browser, the tabs its tests have closed, once the route audit is done with them. */
const spares = new WeakMap<Browser, Spare[]>();

/** The pages opened by the running test (none outside a test: a page of `beforeAll` serves the file's tests). */
let openedInTest: Set<Page> | null = null;

/** Before each journey test (csp-setup.ts). */
export function testStarts() {
  openedInTest = new Set();
}

/**
 * After each journey test, before the route audit (csp-setup.ts): a page the test opened lives as long as the test,
 * closed or not by it, so that its tab serves the next page instead of staying open to the file's end.
 */
export async function testEnds() {
  const opened = [...(openedInTest ?? [])];
  openedInTest = null;
  for (const page of opened) if (!page.isClosed()) await page.context().close();
}

const SIGNED_OUT: SessionStorage = { cookies: [], origins: [] };

/**
 * A journey's page on `baseURL`'s server, signed in with `storage` or signed out (`platform.signedIn` and
 * `platform.signedOut`, platform.ts). Chromium spends about 1 s of CPU on a page in a new context (a renderer
 * process started) and 0.3 s on a load in a tab already open (docs/testing.md), and a run opens some 170 pages: so a
 * context its test closed keeps its one tab for the file's next page, which loads there once the tab is as a new one
 * would be (no cookie, the new storage, no route or listener of the test, the window's size and media as asked). A
 * test that left more than one tab, or none, has its context closed. Not for a journey that needs the browser's cache
 * empty or changes what a tab cannot undo (a clock installed): those open their own context (browser.ts `newPage`).
 */
export async function journeyPage(browser: Browser, baseURL: string, storage = SIGNED_OUT, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const waiting = spares.get(browser) ?? [];
  spares.set(browser, waiting);
  let page: Page | undefined;
  while (!page && waiting.length > 0) {
    const spare = waiting.pop()!;
    if (await handedOver(spare, baseURL, storage, viewport)) page = spare.page;
  }
  page ??= (
    await newPage(browser, baseURL, storage, viewport, async (closed, close) => {
      // Closed twice (by its test, then at the test's end) when the route audit is off, which closes at once.
      if (waiting.some((spare) => spare.page === closed)) return;
      if (!closed.isClosed() && closed.context().pages().length === 1) waiting.push({ page: closed, close });
      else await close();
    })
  ).page;
  openedInTest?.add(page);
  return page;
}

/** Readies a spare tab for another page on `baseURL`'s server; closes it and answers false when it cannot. */
async function handedOver({ page, close }: Spare, baseURL: string, storage: SessionStorage, viewport: Viewport): Promise<boolean> {
  try {
    // Another server of the file (a restart) or a tab that left it: a new context is simpler than a check of it.
    if (page.isClosed() || new URL(page.url()).origin !== new URL(baseURL).origin) throw new Error('not on this server');
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    forgetQuiet(page);
    const context = page.context();
    await Promise.all([
      context.unrouteAll(),
      page.unrouteAll(),
      context.clearCookies(),
      page.setViewportSize(viewport),
      page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null }),
    ]);
    if (storage.cookies.length > 0) await context.addCookies(storage.cookies);
    // A document of the server's without the app (its constants, as JSON): the last user's app has stopped, and
    // nothing of it writes to the storage once replaced.
    await page.goto('/api/constants/get');
    const items = storage.origins.filter(({ origin }) => origin === new URL(baseURL).origin).flatMap(({ localStorage }) => localStorage);
    await page.evaluate((entries) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
    return true;
  } catch {
    await close().catch(() => undefined);
    return false;
  }
}
