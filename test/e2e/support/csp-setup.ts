import { afterEach, expect } from 'vitest';
import { takeCspRefusals } from './csp-guard';

// Every journey fails on a refusal of the Content-Security-Policy, whichever page reported it.
afterEach(() => {
  expect(takeCspRefusals(), 'Content-Security-Policy refusals in the browser console').toEqual([]);
});
