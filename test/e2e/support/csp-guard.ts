import type { BrowserContext } from 'playwright-core';

/**
 * The app runs under a strict Content-Security-Policy: whatever the browser refuses (an inline script or
 * style, a foreign resource) it reports in the console, and the journey fails (csp-setup.ts).
 */
const REFUSAL = /Content Security Policy|Refused to/i;
const refusals: string[] = [];

export function watchCspRefusals(context: BrowserContext) {
  context.on('console', (message) => {
    if (REFUSAL.test(message.text())) refusals.push(`${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    if (REFUSAL.test(String(error.error()))) refusals.push(`${error.page()?.url() ?? ''}: ${String(error.error())}`);
  });
}

/** The refusals reported since the last call. */
export function takeCspRefusals(): string[] {
  return refusals.splice(0);
}
