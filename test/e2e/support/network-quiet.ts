import type { Page, Request } from 'playwright-core';

/**
 * Watches `page`'s requests from now on; the function returned resolves once none has been in flight for 300 ms
 * (the page's data has come), or after `limit`; with `fromNow`, 300 ms counted from the call at the earliest (a
 * navigation just started may not have asked for anything yet). Shorter than Playwright's `networkidle` (500 ms),
 * and usable after a navigation inside the app, which `waitForLoadState` does not see. A request already in flight
 * when the watch began is not seen.
 */
function watchRequests(page: Page) {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  const more = (request: Request) => (inFlight.add(request), (changed = Date.now()));
  const less = (request: Request) => (inFlight.delete(request), (changed = Date.now()));
  page.on('request', more);
  page.on('requestfinished', less);
  page.on('requestfailed', less);
  return async function quiet({ limit = 10_000, fromNow = false } = {}) {
    if (fromNow) changed = Date.now();
    for (const end = Date.now() + limit; Date.now() < end; await page.waitForTimeout(100)) {
      if (inFlight.size === 0 && Date.now() - changed >= 300) return;
    }
  };
}

const watchers = new WeakMap<Page, ReturnType<typeof watchRequests>>();

/** `page`'s watcher, started at its first call: one per page for all its visits (its listeners are added once). */
export function quietOf(page: Page) {
  if (!watchers.has(page)) watchers.set(page, watchRequests(page));
  return watchers.get(page)!;
}

/** Forgets `page`'s watcher, whose listeners a page handed to another test has lost (journey-pages.ts). */
export const forgetQuiet = (page: Page) => watchers.delete(page);
