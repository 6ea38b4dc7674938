import { closeSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { AuditedPage } from '../../../domain/accessibility';

/**
 * The run's claims on route audits (route-audit.ts): one empty file per route pattern in a folder the run shares,
 * created exclusively, so that each pattern is audited once whatever the worker or the journey file.
 */
const claimFile = (dir: string, pattern: string) => path.join(dir, encodeURIComponent(pattern));

/** True for the first caller of the run: an exclusive create is atomic across the journeys' workers. */
export function claim(dir: string, pattern: string): boolean {
  try {
    closeSync(openSync(claimFile(dir, pattern), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Gives a claim back: another journey audits the route. */
export const release = (dir: string, pattern: string) => rmSync(claimFile(dir, pattern), { force: true });

/**
 * Claims the patterns of the pages the statement lists, at the run's start: accessibility.test.ts audits them at
 * both widths, with the snapshots and the checks of names and tables, so the journeys need not.
 */
export function claimStatementPages(dir: string, pages: readonly AuditedPage[]) {
  for (const page of pages) claim(dir, page.path.replace(/:\w+/g, ':id'));
}
