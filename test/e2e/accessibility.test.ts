import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AUDIT_RULE_TAGS, AUDIT_WIDTHS, AUDITED_PAGES } from '../../domain/accessibility';
import { auditedAddresses, auditedLogins, openAudited } from './support/audited-pages';
import { newPage } from './support/browser';
import { accessibilityViolations, loginAs } from './support/journeys';
import { ariaSnapshotOf, keptAriaSnapshot, namelessControls, tablesWithoutCaptionOrHeaders } from './support/aria-snapshots';
import { usePlatform } from './support/platform';
import { claimRouteAudit, routePattern } from './support/route-audit';

/**
 * The audit the accessibility statement describes (/accessibilite, domain/accessibility.ts): every page it lists,
 * at every width it names, with axe-core's WCAG 2.0–2.2 A and AA rules and no violation admitted, whatever its
 * impact; and the statement's link in the footer of each. At the first width it also compares what a screen reader
 * hears (the page's ARIA snapshot) with the reviewed one kept in test/e2e/aria-snapshots/, and checks that every
 * control has a name and every table a caption and header cells.
 * `npx vitest run --project e2e test/e2e/accessibility.test.ts` runs it alone.
 */
const platform = usePlatform();

async function audit(page: Page, path: string) {
  const where = await openAudited(page, path);
  // Audited here: the run's audit of the routes journeys reach (support/route-audit.ts) need not come again.
  claimRouteAudit(routePattern(page.url())!);
  return { path, where, width: page.viewportSize()?.width, footer: await page.getByRole('link', { name: /^Accessibilité/ }).count(), violations: await accessibilityViolations(page, AUDIT_RULE_TAGS) };
}

const logins = auditedLogins(AUDITED_PAGES);

describe.each(logins.map((login) => [login ?? 'signed out', login] as const))('the statement’s audit, %s', (_, login) => {
  const pages = AUDITED_PAGES.filter((page) => page.login === login);
  let context: BrowserContext;
  let page: Page;
  let paths: string[];
  beforeAll(async () => {
    paths = await auditedAddresses(platform.server.url, login, pages);
    ({ context, page } = await newPage(platform.browser, platform.server.url));
    if (login) {
      await page.goto('/app/login');
      await loginAs(page, login);
    }
  });
  afterAll(() => context.close());

  it.each(pages.map((audited, index) => [audited.id, index] as const))('%s: no WCAG 2.2 A/AA violation at either width, the statement in the footer, heard as reviewed', async (id, index) => {
    const results = [];
    let heard = '';
    let tables: string[] = [];
    for (const width of AUDIT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      results.push(await audit(page, paths[index]!));
      if (width !== AUDIT_WIDTHS[0]) continue;
      heard = await ariaSnapshotOf(page);
      tables = await tablesWithoutCaptionOrHeaders(page);
    }
    expect(results.filter((result) => result.where !== result.path || result.violations.length > 0 || result.footer !== 1)).toEqual([]);
    expect(namelessControls(heard), 'controls without a name').toEqual([]);
    expect(tables, 'tables without a caption or header cells').toEqual([]);
    expect(heard, `what a screen reader hears on ${id} (UPDATE_ARIA_SNAPSHOTS=1 rewrites test/e2e/aria-snapshots/${id}.yaml)`).toBe(keptAriaSnapshot(id, heard));
  });
});

it('lists in the statement the pages the audit visits', async () => {
  const { context, page } = await newPage(platform.browser, platform.server.url);
  await page.goto('/app/accessibilite');
  const list = page.getByTestId('audited-pages');
  await list.waitFor();
  const items = await list.getByRole('listitem').allTextContents();
  expect(items).toHaveLength(AUDITED_PAGES.length);
  expect(items[0]).toBe('Connexion (non connecté)');
  await expect(page.getByRole('link', { name: /^accessibilite@/ }).getAttribute('href')).resolves.toBe('mailto:accessibilite@cheques-entreprises.be');
  await context.close();
});
