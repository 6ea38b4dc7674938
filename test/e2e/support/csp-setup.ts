import { afterEach, beforeEach, expect } from 'vitest';
import { takeCspRefusals, takeMissingTranslations } from './csp-guard';
import { auditReachedRoutesOfTest, takeRouteViolations } from './route-audit';
import { testEnds, testStarts } from './journey-pages';

// Every journey fails on a refusal of the Content-Security-Policy, or on a key shown raw, whichever page reported it.
afterEach(() => {
  expect(takeCspRefusals(), 'Content-Security-Policy refusals in the browser console').toEqual([]);
  expect(takeMissingTranslations(), 'keys without their French text (src/i18n/fr/*.json)').toEqual([]);
});

beforeEach(testStarts);

// Every route a journey reached is audited once per run with axe's WCAG 2.2 A/AA rules at both widths (route-audit.ts),
// once the pages the test opened are closed (journey-pages.ts).
afterEach(async () => {
  await testEnds();
  await auditReachedRoutesOfTest();
  expect(takeRouteViolations(), 'WCAG 2.2 A/AA violations on the routes this journey reached').toEqual([]);
}, 300_000);
