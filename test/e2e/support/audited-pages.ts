import type { Page } from 'playwright-core';
import type { AuditedPage } from '../../../domain/accessibility';
import { apiAs } from './journeys';
import { quietOf } from './network-quiet';

/**
 * The pages of the accessibility statement (domain/accessibility.ts AUDITED_PAGES) as a login reaches them: shared
 * by the axe audit and the reflow, spacing, target and motion checks, which run on the same visits (accessibility.test.ts).
 */

/** The addresses of the pages a login sees, their `:dossier` and `:organisation` taken from the demo data. */
export async function auditedAddresses(serverUrl: string, login: string | null, pages: readonly AuditedPage[]): Promise<string[]> {
  const paths = pages.map((page) => page.path);
  if (!login || !paths.some((path) => path.includes(':'))) return paths;
  const api = await apiAs(serverUrl, login);
  const list = await (await api('/dossiers', { method: 'POST', body: { perPage: 1 } })).json();
  const dossier = String(list.result.items[0].id);
  const whoami = (await (await api('/auth/whoami')).json()).result as { linked_organisations: Array<{ id: number }> };
  const organisation = String(whoami.linked_organisations[0]?.id ?? '');
  return paths.map((path) => path.replace(':dossier', dossier).replace(':organisation', organisation));
}

/**
 * Opens an audited page and waits until it is drawn; answers where it landed, so that a check knows it looked at
 * the page itself, not at the home a refused route falls back to (a tab's address may add its own end).
 */
export async function openAudited(page: Page, path: string): Promise<string> {
  // Watched from before the load, so that its requests are seen.
  const quiet = quietOf(page);
  await page.goto(`/app${path === '/' ? '/' : path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await quiet({ fromNow: true });
  const where = new URL(page.url()).pathname.replace(/^\/app/, '');
  return where.startsWith(path) ? path : where;
}

/** The demo logins the list names (null: signed out), each once, in the list's order. */
export const auditedLogins = (pages: readonly AuditedPage[]) => [...new Set(pages.map((page) => page.login))];
