import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { removeDataDir, startServer, temporaryDataDir, type RunningServer } from './server';
import { signedInStorage } from './journeys';
import { journeyPage } from './journey-pages';
import { recordServerHistory } from './server-history';
import { sharedServer } from './shared-server';
import { timed } from './phase-times';

/**
 * One started platform and one Chromium for a whole test file, stopped and cleaned afterwards.
 * `env` may be a function, for settings known only in beforeAll (a stand-in service's address).
 * `firstStart` starts it on an empty data folder, which it migrates and seeds as `npm start` does (another
 * platform's demo data: PLATFORM_ID), instead of a copy of the run's seeded one.
 */
export function usePlatform(env?: () => Record<string, string> | Promise<Record<string, string>>, { firstStart = false } = {}) {
  return platformOf(async (signal) => {
    const settings = env ? await env() : undefined;
    return startServer({ env: settings, dataDir: firstStart ? temporaryDataDir() : undefined, signal });
  }, true);
}

/**
 * The run's shared server (shared-server.ts) and a Chromium of this file's own: for a file whose tests neither
 * read what another file changes nor change what another reads (docs/testing.md, "Journeys that share a server").
 * Its history is recorded once for the run, not per file.
 */
export function useSharedPlatform() {
  return platformOf(sharedServer, false);
}

/** `own`: the file's server, stopped, recorded and removed after it. */
function platformOf(start: (signal: AbortSignal) => Promise<RunningServer>, own: boolean) {
  const platform = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    /**
     * A page signed in as `login` (a tab its test has, closed when the test ends: journey-pages.ts), through the API
     * as the login screen would leave the browser (a visit to the login screen and its typing cost a page load and
     * seconds under load in every test; the journeys of the sign-in itself type it in: `loginAs`). Open at `path`,
     * waiting for nothing more (the test waits for what it looks at), or else at home once the user's name shows;
     * `viewport`, a window size other than 1280 × 800 from that first load (a resize then a second load costs a whole
     * page load).
     */
    signedIn: (login: string, path?: string, viewport?: { width: number; height: number }): Promise<Page> =>
      timed('sign-in', async () => {
        const page = await journeyPage(platform.browser, platform.server.url, await signedInStorage(platform.server.url, login), viewport);
        await page.goto(path ?? '/app/');
        if (!path) await page.getByTestId('user-name').waitFor();
        return page;
      }),
    /** A page signed out, on nothing yet (a tab its test has, closed when the test ends: journey-pages.ts). */
    signedOut: (viewport?: { width: number; height: number }): Promise<Page> => journeyPage(platform.browser, platform.server.url, undefined, viewport),
  };
  // Aborted by afterAll: a start still waiting when beforeAll timed out kills its server instead of leaving it.
  const abandon = new AbortController();
  // The dossier history rows written from here on are this file's (the seeded ones are older).
  let startedAt = new Date();
  beforeAll(async () => {
    startedAt = new Date();
    // Chromium starts while the server does; kept even when the server fails, for afterAll to close.
    const launching = timed('browser launch', launchBrowser);
    try {
      platform.server = await timed('server start', () => start(abandon.signal));
    } finally {
      platform.browser = await launching;
    }
  });
  afterAll(async () => {
    abandon.abort();
    await timed('teardown', async () => {
      await platform.browser?.close();
      await platform.server?.stop();
    });
    if (!platform.server || !own) return;
    try {
      await recordServerHistory(platform.server.dataDir, startedAt, expect.getState().testPath ?? 'journeys');
    } finally {
      removeDataDir(platform.server.dataDir);
    }
  });
  return platform;
}
