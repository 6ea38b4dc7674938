import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { AUDIT_RULE_TAGS, AUDIT_WIDTHS } from '../../../domain/accessibility';
import { accessibilityViolations } from './journeys';
import { claim, release } from './route-claims';
import { timed } from './phase-times';
import { quietOf } from './network-quiet';
import { navigateInApp } from './in-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run notes each route pattern already audited, one empty file per pattern (seeded-data-dir.ts). */
    auditedRoutesDir: string;
  }
}

/**
 * axe on every route the journeys reach (issue 33, item 5), for the cost of one audit per route and run: each
 * page records the routes it reaches, and when its test ends every route not yet audited in this run, by any
 * journey file, is audited at both widths with the WCAG 2.2 A/AA rules in the same context (same session, same
 * data the journey made). csp-setup.ts fails the test on any violation. The audit runs after the test, never
 * beside its steps: nothing races the journey.
 *
 * Kept cheap: the page a test closed is reused, one page load serves all
 * its routes (the next ones are reached inside the app, as its links do, so axe is compiled once), each route is
 * loaded once for both widths (the window is resized), and the statement's pages are left to accessibility.test.ts.
 * ROUTE_AUDIT=off turns it off, to measure what it costs.
 */
const AUDIT_ON = process.env.ROUTE_AUDIT !== 'off';

/** What the audit keeps of a context: the routes its pages reached, and whether its test has closed it. */
interface Watched {
  routes: Map<string, string>;
  closedByTest: boolean;
  /** What the test's close does once the audit is done: close the context, or keep it (journey-pages.ts). */
  close: () => Promise<void>;
}
const watched = new Map<BrowserContext, Watched>();
const violations: string[] = [];

/** `/dossiers/12/documents?x=1` → `/dossiers/:id/documents`: one audit per kind of screen, not per record. */
export function routePattern(url: string): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/app')) return null;
  return (pathname.slice('/app'.length) || '/').replace(/\/\d+(?=\/|$)/g, '/:id').replace(/(.)\/$/, '$1');
}

/** True for the first caller of the run (route-claims.ts). */
export const claimRouteAudit = (pattern: string) => claim(inject('auditedRoutesDir'), pattern);

/**
 * Records the routes `page` reaches, and holds the test's `context.close()` until the audit after the test is done
 * with them; `close` is what then runs (by default, the context's own close).
 */
export function recordReachedRoutes(context: BrowserContext, page: Page, close: () => Promise<void> = context.close.bind(context)) {
  if (!AUDIT_ON) {
    context.close = close;
    return;
  }
  const entry: Watched = { routes: new Map(), closedByTest: false, close };
  watched.set(context, entry);
  page.on('framenavigated', (frame) => {
    const pattern = frame === page.mainFrame() ? routePattern(frame.url()) : null;
    if (pattern && !entry.routes.has(pattern)) entry.routes.set(pattern, frame.url());
  });
  // Forgotten once really closed (by its test, or with its browser at the file's end): a worker's journey files
  // share this module (vitest.config.ts), and each test goes through the contexts still known.
  context.on('close', () => watched.delete(context));
  // Closed after its audit, when the test has ended: the journey's session and data are still there, and the
  // audit's time counts against no step of the journey.
  context.close = async () => {
    entry.closedByTest = true;
  };
}

/**
 * Shows `url` in `page`: left as it is when the page already shows that route, reached inside the app when the app
 * is loaded (the router follows pushState as it follows a link: no new load, axe stays compiled), else loaded.
 * False when the journey's server is gone.
 */
async function show(page: Page, url: string, quiet: () => Promise<void>): Promise<boolean> {
  const { origin, pathname, search } = new URL(url);
  if (!(await page.request.get(url).then((answer) => answer.ok(), () => false))) return false;
  if (routePattern(page.url()) === routePattern(url) && page.url().startsWith(origin)) {
    // Loaded again: what the journey left over it (a toast over a row's buttons, a menu open) is not the route's.
    await page.reload();
  } else if (page.url().startsWith(`${origin}/app`)) {
    await navigateInApp(page, pathname + search);
  } else {
    await page.goto(url);
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 5000 }).catch(() => undefined);
  await quiet();
  // The shell's loading overlay lies over the page while a route loads (and 150 ms after): axe would find every
  // control under it obscured. A user waits for it to go; so does the audit.
  await page.locator('[data-testid="loading-overlay"]').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  // From the page's top, as a visit starts: scrolled where the journey left it, a row would sit under the sticky
  // header, which axe rightly calls an obscured target, though no user meets it there without scrolling back.
  await page.evaluate(() => window.scrollTo(0, 0));
  return true;
}

/** One route at both widths, on `page`. */
async function auditRoute(page: Page, pattern: string, url: string, quiet: () => Promise<void>) {
  // A server the journey stopped (a second one, started for one test): another journey audits the route.
  if (!(await show(page, url, quiet))) return release(inject('auditedRoutesDir'), pattern);
  for (const width of AUDIT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for the layout of the new width (and the screens that follow it with matchMedia).
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    for (const found of await accessibilityViolations(page, AUDIT_RULE_TAGS)) violations.push(`${pattern} at ${width} px: ${found.id} (${found.target})`);
  }
}

async function auditReachedRoutes(context: BrowserContext, { routes, closedByTest }: Watched) {
  const pending = [...routes].filter(([pattern]) => claimRouteAudit(pattern));
  routes.clear();
  if (pending.length === 0) return;
  // The journey's own page once its test closed it (nothing comes after); a new tab where the next test goes on.
  const own = closedByTest ? context.pages().find((open) => !open.isClosed()) : undefined;
  const page = own ?? (await context.newPage());
  const quiet = quietOf(page);
  try {
    for (const [pattern, url] of pending) await timed(`route ${pattern}`, () => auditRoute(page, pattern, url, quiet));
  } finally {
    if (!own) await page.close();
  }
}

/** After a test: audits the routes its pages reached, then does the closes the test asked for. */
export async function auditReachedRoutesOfTest() {
  for (const [context, entry] of [...watched]) await timed('audit', () => auditReachedRoutes(context, entry));
  for (const entry of [...watched.values()].filter(({ closedByTest }) => closedByTest)) {
    entry.closedByTest = false;
    await entry.close();
  }
}

/** The violations found since the last call. */
export function takeRouteViolations(): string[] {
  return violations.splice(0);
}
