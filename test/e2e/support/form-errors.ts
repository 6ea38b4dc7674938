import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { summaryEntry } from '../../support/summary-entry';

/**
 * A refused form's errors as a user finds them. Each message shows twice on purpose, under its field and in the
 * form's error summary (src/forms/ErrorSummary.tsx), so a wait on the bare text would match both.
 */

/** The form's error summary: the alert under its title. */
export const errorSummary = (scope: Page | Locator) => scope.getByRole('alert').filter({ hasText: 'Il y a un problème' });

/** The summary's links that lead to a field refused with this message (one per such field), each named « Champ : message ». */
export const summaryLinks = (scope: Page | Locator, message: string) =>
  errorSummary(scope)
    .getByRole('link')
    .filter({ hasText: summaryEntry(message) });

/**
 * Waits until the field says this error itself: the text its `aria-describedby` names, which a screen reader
 * reads with the field (a radio group's fieldset carries it for its radios).
 */
export async function fieldRefused(field: Locator, message: string) {
  const description = () =>
    field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => (id ? document.getElementById(id)?.textContent : '') ?? '')
        .join(' '),
    );
  // As long as Playwright's own waits: under load a refusal may take seconds to show.
  await expect.poll(description, { timeout: 30_000 }).toContain(message);
}
