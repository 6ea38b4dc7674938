import { afterEach, expect } from 'vitest';
import { takeCspRefusals, takeMissingTranslations } from './csp-guard';
import { auditReachedRoutesOfTest, takeRouteViolations } from './route-audit';

// Every journey fails on a refusal of the Content-Security-Policy, or on a key shown raw, whichever page reported it.
afterEach(() => {
  expect(takeCspRefusals(), 'Content-Security-Policy refusals in the browser console').toEqual([]);
  expect(takeMissingTranslations(), 'keys without their French text (src/i18n/fr/*.json)').toEqual([]);
});

// Every route a journey reached is audited once per run with axe's WCAG 2.2 A/AA rules at both widths (route-audit.ts).
afterEach(async () => {
  await auditReachedRoutesOfTest();
  expect(takeRouteViolations(), 'WCAG 2.2 A/AA violations on the routes this journey reached').toEqual([]);
}, 300_000);
