import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * What a screen reader hears of a page, as Playwright's ARIA snapshot (YAML of roles and names), kept per page in
 * test/e2e/aria-snapshots/ and reviewed in French like any text of the app. `UPDATE_ARIA_SNAPSHOTS=1` writes them
 * afresh instead of comparing; `git diff` then shows what changed for a listener.
 */
const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'aria-snapshots');
export const UPDATING_ARIA_SNAPSHOTS = process.env.UPDATE_ARIA_SNAPSHOTS === '1';

/** Dates, times and days left move with the calendar (seeded deadlines, "today"): kept as their shape, not their value. */
function withoutDates(snapshot: string): string {
  return snapshot
    .replace(/\b\d{1,2}[/.]\d{1,2}[/.]\d{4}\b/g, 'JJ/MM/AAAA')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, 'AAAA-MM-JJ')
    .replace(/\b\d{1,2}[:h]\d{2}\b/g, 'HH:MM')
    .replace(/\b\d+ (jours?|heures?|minutes?)( ouvrables?)?\b/g, 'N $1$2');
}

/** The page's snapshot; the journey's server, on a port of its own each run, is written as the site's root. */
export async function ariaSnapshotOf(page: Page): Promise<string> {
  return withoutDates(await page.locator('body').ariaSnapshot()).replaceAll(new URL(page.url()).origin, '');
}

/** The kept snapshot of `id`, or null when there is none yet; written first when updating. */
export function keptAriaSnapshot(id: string, current: string): string | null {
  const file = path.join(FOLDER, `${id}.yaml`);
  if (UPDATING_ARIA_SNAPSHOTS) {
    mkdirSync(FOLDER, { recursive: true });
    writeFileSync(file, `${current}\n`);
  }
  return existsSync(file) ? readFileSync(file, 'utf8').replace(/\n$/, '') : null;
}

/** Controls the snapshot shows without a name: a screen reader would say only "bouton" or "lien". */
export function namelessControls(snapshot: string): string[] {
  return snapshot.split('\n').filter((line) => /^\s*- (button|link|textbox|searchbox|combobox|checkbox|radio|spinbutton|slider|switch|tab|menuitem|option)(:|\s*\[[^\]]*\]:?)?\s*$/.test(line));
}

/** Tables read without a caption or without header cells: a listener would not know what a cell is. */
export function tablesWithoutCaptionOrHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => !(table.caption?.textContent?.trim() || table.getAttribute('aria-label') || table.getAttribute('aria-labelledby')) || table.querySelectorAll('th').length === 0)
      .map((table) => table.outerHTML.slice(0, 120)),
  );
}
