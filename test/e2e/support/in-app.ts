import type { Page } from 'playwright-core';

/**
 * Shows `path` inside the app already loaded in `page`, as its links do (the router follows pushState): no new
 * load of the whole app, which costs a second and more per screen.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(history.state, '', to), path);
}
