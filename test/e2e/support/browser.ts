import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCspRefusals } from './csp-guard';
import { recordMachineEvents } from './machine-recording';

/** Debian's Chromium, never a downloaded build; flags keep it quiet on a closed network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'fr-BE', viewport: { width: 1280, height: 800 } });
  watchCspRefusals(context);
  await recordMachineEvents(context);
  const page = await context.newPage();
  return { context, page };
}
