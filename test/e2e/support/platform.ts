import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { removeDataDir, startServer, type RunningServer } from './server';

/**
 * One started platform and one Chromium for a whole test file, stopped and cleaned afterwards.
 * `env` may be a function, for settings known only in beforeAll (a stand-in service's address).
 */
export function usePlatform(env?: () => Record<string, string> | Promise<Record<string, string>>) {
  const platform = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    platform.server = await startServer({ env: env ? await env() : undefined });
    platform.browser = await launchBrowser();
  });
  afterAll(async () => {
    await platform.browser?.close();
    await platform.server?.stop();
    if (platform.server) removeDataDir(platform.server.dataDir);
  });
  return platform;
}
