import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { removeDataDir, startServer, temporaryDataDir, type RunningServer } from './server';
import { loginAs } from './journeys';
import { recordServerHistory } from './server-history';

/**
 * One started platform and one Chromium for a whole test file, stopped and cleaned afterwards.
 * `env` may be a function, for settings known only in beforeAll (a stand-in service's address).
 * `firstStart` starts it on an empty data folder, which it migrates and seeds as `npm start` does (another
 * platform's demo data: PLATFORM_ID), instead of a copy of the run's seeded one.
 */
export function usePlatform(env?: () => Record<string, string> | Promise<Record<string, string>>, { firstStart = false } = {}) {
  const platform = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    /** A new browser context signed in through the login screen. */
    async signedIn(login: string): Promise<Page> {
      const { page } = await newPage(platform.browser, platform.server.url);
      await page.goto('/app/login');
      await loginAs(page, login);
      return page;
    },
  };
  // The dossier history rows written from here on are this file's (the seeded ones are older).
  let startedAt = new Date();
  beforeAll(async () => {
    startedAt = new Date();
    // Chromium starts while the server does; kept even when the server fails, for afterAll to close.
    const launching = launchBrowser();
    try {
      platform.server = await startServer({ env: env ? await env() : undefined, dataDir: firstStart ? temporaryDataDir() : undefined });
    } finally {
      platform.browser = await launching;
    }
  });
  afterAll(async () => {
    await platform.browser?.close();
    await platform.server?.stop();
    if (!platform.server) return;
    try {
      await recordServerHistory(platform.server.dataDir, startedAt, expect.getState().testPath ?? 'journeys');
    } finally {
      removeDataDir(platform.server.dataDir);
    }
  });
  return platform;
}
