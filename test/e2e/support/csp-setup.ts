import { afterEach, expect } from 'vitest';
import { takeCspRefusals, takeMissingTranslations } from './csp-guard';

// Every journey fails on a refusal of the Content-Security-Policy, or on a key shown raw, whichever page reported it.
afterEach(() => {
  expect(takeCspRefusals(), 'Content-Security-Policy refusals in the browser console').toEqual([]);
  expect(takeMissingTranslations(), 'keys without their French text (src/i18n/fr/*.json)').toEqual([]);
});
