import type { Page } from 'playwright-core';

/** The platform's sent e-mails, as the history screen's table names itself. */
export const emailTable = (page: Page) => page.getByRole('table', { name: "E-mails envoyés par la plateforme, les plus récents d'abord" });

/**
 * The signed-in user opens its e-mail history from the user menu, and waits for the newest notice that Marc Dupont's
 * link request waits for a decision (the history lists the newest first).
 */
export async function linkNoticeInHistory(page: Page) {
  await page.getByRole('button', { name: /Menu utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Historique des e-mails' }).click();
  await page.getByRole('heading', { level: 1, name: 'Historique des e-mails' }).waitFor();
  const notice = emailTable(page).getByRole('row').filter({ hasText: 'Un lien attend votre validation : Marc Dupont' }).first();
  await notice.waitFor();
  return notice;
}
