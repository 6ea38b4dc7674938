import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { watchCspRefusals } from './csp-guard';
import { recordMachineEvents } from './machine-recording';
import { recordReachedRoutes } from './route-audit';

/** Debian's Chromium, never a downloaded build (Lighthouse drives this one). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's headless shell of the same Chromium (package chromium-headless-shell, same
 * version and engine, without the desktop browser around it), which spends a fifth less CPU on the same
 * journeys; Chromium itself where it is not installed. CHROMIUM_PATH, when set, chooses for both.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const JOURNEY_BROWSER_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

// Flags that keep it quiet on a closed network, and cheap.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No optimising compilers (TurboFan, Maglev): a journey's page lives seconds, too short for their work to pay
  // back, and its renderer spent a quarter less CPU without them (two files, 2026-11-29: 53 s → 40 to 43 s).
  '--js-flags=--no-opt --no-maglev',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: JOURNEY_BROWSER_PATH, headless: true, args: ARGS });
}

/** What a test's `context.close()` comes to once the route audit is done: `close` (the context's own), or else. */
export type TestClose = (page: Page, close: () => Promise<void>) => Promise<void>;

/**
 * A page in a new context (its own storage); `storageState` starts it with a session (journeys.ts `signedInStorage`),
 * `viewport` at another window size than 1280 × 800 from its first load; `testClose`, what the test's close does.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  storageState?: BrowserContextOptions['storageState'],
  viewport: BrowserContextOptions['viewport'] = { width: 1280, height: 800 },
  testClose?: TestClose,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'fr-BE', viewport, storageState });
  watchCspRefusals(context);
  await recordMachineEvents(context);
  const page = await context.newPage();
  const close = context.close.bind(context);
  recordReachedRoutes(context, page, testClose ? () => testClose(page, close) : close);
  return { context, page };
}
