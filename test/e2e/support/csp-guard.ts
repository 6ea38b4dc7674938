import type { BrowserContext } from 'playwright-core';

/**
 * What a page reports in its console that fails the journey (csp-setup.ts):
 * - the app runs under a strict Content-Security-Policy: whatever the browser refuses (an inline script or
 *   style, a foreign resource) it reports there;
 * - a key with no French text, which the user would see raw (`create.typeHint.4`): src/i18n/index.ts says so there.
 */
const REFUSAL = /Content Security Policy|Refused to/i;
const MISSING_TRANSLATION = /^Traduction manquante/;
const refusals: string[] = [];
const missingTranslations: string[] = [];

export function watchCspRefusals(context: BrowserContext) {
  context.on('console', (message) => {
    const text = message.text();
    if (REFUSAL.test(text)) refusals.push(`${message.location().url}: ${text}`);
    if (MISSING_TRANSLATION.test(text)) missingTranslations.push(`${message.location().url}: ${text}`);
  });
  context.on('weberror', (error) => {
    if (REFUSAL.test(String(error.error()))) refusals.push(`${error.page()?.url() ?? ''}: ${String(error.error())}`);
  });
}

/** The refusals reported since the last call. */
export function takeCspRefusals(): string[] {
  return refusals.splice(0);
}

/** The keys shown without their French text since the last call. */
export function takeMissingTranslations(): string[] {
  return missingTranslations.splice(0);
}
