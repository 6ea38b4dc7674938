import { describe, expect, it } from 'vitest';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { emailTable, linkNoticeInHistory } from './support/email-history';

const platform = usePlatform();
const PROVIDER = 'Conseil & Transition SRL';

describe('the e-mail history in the browser', () => {
  it("lets an Authority read the notice of a link request, then the messages about its organisation, never a contact's own account messages", async () => {
    // A contact asks to be linked to the provider: its Authority, demo.presta, is told by e-mail.
    const benef = await apiAs(platform.server.url, 'demo.benef');
    expect((await benef('/organisations/addLinkOrgaContact', { method: 'POST', body: { bce: '0456.789.034', typeOrganisationId: 2 } })).status).toBe(200);
    // A validated contact of the provider asks for a new password: a message about the account, the contact's alone.
    const reset = await fetch(`${platform.server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo.reference@demo.example' }),
    });
    expect(reset.status).toBe(200);

    const page = await platform.signedIn('demo.presta');
    await page.setViewportSize({ width: 1366, height: 800 });
    const notice = await linkNoticeInHistory(page);
    const table = emailTable(page);
    expect(await notice.textContent()).toContain('demo.presta@demo.example');
    expect(await accessibilityViolations(page)).toEqual([]);

    // By keyboard: the message opens with the focus on its subject and closes back onto its button.
    const read = notice.getByRole('button', { name: /^Lire l'e-mail « Un lien attend votre validation/ });
    await read.focus();
    await page.keyboard.press('Enter');
    const message = page.getByRole('article', { name: 'Un lien attend votre validation : Marc Dupont' });
    await message.getByText(`Marc Dupont demande à être lié à ${PROVIDER} comme contact Information.`).waitFor();
    expect(await message.getByRole('heading', { level: 2 }).evaluate((el) => el === document.activeElement)).toBe(true);
    await message.getByRole('button', { name: "Fermer l'e-mail" }).focus();
    await page.keyboard.press('Enter');
    expect(await read.evaluate((el) => el === document.activeElement)).toBe(true);

    // The organisation's messages: those about it, its Authority's link notice among them; never the password reset
    // of one of its contacts, which concerns that contact's account alone (issue 29, item 4).
    await page.getByLabel('E-mails', { exact: true }).selectOption({ label: `E-mails de ${PROVIDER}` });
    const noticeInList = table.getByRole('row').filter({ hasText: 'Un lien attend votre validation : Marc Dupont' }).first();
    await noticeInList.waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Réinitialisation de votre mot de passe' }).count()).toBe(0);

    // A reversed period is refused on its field before any request; a period with no message says so.
    await page.getByLabel('Envoyé à partir du').fill('02/01/2030');
    await page.getByLabel("Envoyé jusqu'au").fill('01/01/2030');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.getByText('La date de début ne peut pas être postérieure à la date de fin.').waitFor();
    await page.getByLabel("Envoyé jusqu'au").fill('31/12/2030');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.getByText('Aucun e-mail ne correspond à cette recherche.').waitFor();
    // Cleared, the organisation stays chosen; its Authority's own notice is among its messages, until a search.
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await noticeInList.waitFor();
    await page.getByLabel('Rechercher', { exact: true }).fill('Réinitialisation');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await noticeInList.waitFor({ state: 'detached' });
    await page.getByText('Aucun e-mail ne correspond à cette recherche.').waitFor();

    // A phone: each message a card, nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.getByLabel('E-mails', { exact: true }).selectOption({ label: 'Mes e-mails' });
    await notice.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
