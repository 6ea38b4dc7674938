import { closeSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { AUDIT_RULE_TAGS, AUDIT_WIDTHS } from '../../../domain/accessibility';
import { accessibilityViolations } from './journeys';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run notes each route pattern already audited, one empty file per pattern (seeded-data-dir.ts). */
    auditedRoutesDir: string;
  }
}

/**
 * axe on every route the journeys reach (issue 33, item 5), for the cost of one audit per route and run: each
 * page records the routes it reaches, and when its test ends every route not yet audited in this run, by any
 * journey file, is opened in a new tab of the same context (same session, same
 * data the journey made) and audited at both widths with the WCAG 2.2 A/AA rules. csp-setup.ts fails the test
 * on any violation. The audit runs after the test, never beside its steps: nothing races the journey.
 */
const reached = new Map<BrowserContext, Map<string, string>>();
const violations: string[] = [];
const closers = new Map<BrowserContext, BrowserContext['close']>();
const closing = new Set<BrowserContext>();

/** `/dossiers/12/documents?x=1` → `/dossiers/:id/documents`: one audit per kind of screen, not per record. */
export function routePattern(url: string): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/app')) return null;
  return (pathname.slice('/app'.length) || '/').replace(/\/\d+(?=\/|$)/g, '/:id').replace(/(.)\/$/, '$1');
}

const claimFile = (pattern: string) => path.join(inject('auditedRoutesDir'), encodeURIComponent(pattern));

/** True for the first caller of the run: an exclusive create is atomic across the journeys' workers. */
export function claimRouteAudit(pattern: string): boolean {
  try {
    closeSync(openSync(claimFile(pattern), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export function recordReachedRoutes(context: BrowserContext, page: Page) {
  const routes = new Map<string, string>();
  reached.set(context, routes);
  page.on('framenavigated', (frame) => {
    const pattern = frame === page.mainFrame() ? routePattern(frame.url()) : null;
    if (pattern && !routes.has(pattern)) routes.set(pattern, frame.url());
  });
  // Closed after its audit, when the test has ended: the journey's session and data are still there, and the
  // audit's time counts against no step of the journey.
  const close = context.close.bind(context);
  closers.set(context, close);
  context.close = async () => {
    closing.add(context);
  };
}

async function auditReachedRoutes(context: BrowserContext) {
  const routes = reached.get(context);
  const pending = [...(routes ?? [])].filter(([pattern]) => claimRouteAudit(pattern));
  routes?.clear();
  if (pending.length === 0) return;
  const page = await context.newPage();
  try {
    for (const [pattern, url] of pending) {
      for (const width of AUDIT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // A server the journey stopped (a second one, started for one test): another journey audits the route.
        if (!(await page.goto(url).then(() => true, () => false))) {
          rmSync(claimFile(pattern), { force: true });
          break;
        }
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 5000 }).catch(() => undefined);
        await page.waitForLoadState('networkidle');
        for (const found of await accessibilityViolations(page, AUDIT_RULE_TAGS)) violations.push(`${pattern} at ${width} px: ${found.id} (${found.target})`);
      }
    }
  } finally {
    await page.close();
  }
}

/** After a test: audits the routes its pages reached, then closes the contexts it closed. */
export async function auditReachedRoutesOfTest() {
  for (const context of [...reached.keys()]) await auditReachedRoutes(context);
  for (const context of closing) {
    reached.delete(context);
    await closers.get(context)?.();
    closers.delete(context);
  }
  closing.clear();
}

/** The violations found since the last call. */
export function takeRouteViolations(): string[] {
  return violations.splice(0);
}
