import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs, pdfFile } from './support/journeys';
import fr from '../../src/i18n/fr/dossiers.json';
import { fieldRefused } from './support/form-errors';
import { navigateInApp } from './support/in-app';

const platform = usePlatform();

type Action = keyof typeof fr.actions.label;
const nameOf = (action: Action, reference: string) => fr.actions.label[action].replace('{{reference}}', reference);

const rowOf = (page: Page, reference: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });

/** The dossiers `login` sees, with the actions the server offers on each, by reference. */
async function offeredActions(login: string) {
  const api = await apiAs(platform.server.url, login);
  const list = await (await api('/dossiers', { method: 'POST', body: { perPage: 100 } })).json();
  const items = list.result.items as Array<{ id: number; reference: string; actions: Record<Action, boolean> }>;
  return new Map(items.map((d) => [d.reference, { id: d.id, actions: (Object.keys(d.actions) as Action[]).filter((a) => d.actions[a]) }]));
}

/** Every action offered has its control in the row: inline, or in its "Actions" menu past two actions. */
async function expectControlsFor(page: Page, row: Locator, reference: string, actions: Action[]) {
  const menuButton = row.getByRole('button', { name: `Actions du dossier ${reference}` });
  expect(await menuButton.count(), reference).toBe(actions.length > 2 ? 1 : 0);
  if (actions.length > 2) await menuButton.click();
  for (const action of actions) {
    const name = nameOf(action, reference);
    const controls = row.getByRole('link', { name }).or(row.getByRole('button', { name })).or(row.getByRole('menuitem', { name }));
    expect(await controls.count(), `${reference} ${action}`).toBe(1);
  }
  if (actions.length > 2) await page.keyboard.press('Escape');
}

/** The row's controls on one line (all at the same height), none below 44 px. */
async function expectOneLine(row: Locator, reference: string) {
  const boxes = await row.locator('td:last-child').locator('a, button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((box) => Math.round(box.top))).size, reference).toBe(1);
  for (const box of boxes) expect(box.height, reference).toBeGreaterThanOrEqual(44);
}

describe('dossier actions in the browser', () => {
  it('leads edit to the dossier-edit screen, and reply to the answer to the request for information', async () => {
    const page = await platform.signedIn('demo.presta', '/app/dossiers?reference=CE-2026-00020');
    const row = rowOf(page, 'CE-2026-00020');
    await row.getByRole('link', { name: nameOf('view', 'CE-2026-00020') }).waitFor();
    await row.getByRole('button', { name: 'Actions du dossier CE-2026-00020' }).click();
    expect(await page.getByRole('menuitem', { name: nameOf('edit', 'CE-2026-00020') }).getAttribute('href')).toMatch(/^\/app\/dossiers\/\d+\/modification$/);
    expect(await page.getByRole('menuitem', { name: nameOf('reply', 'CE-2026-00020') }).getAttribute('href')).toMatch(/^\/app\/drc\/\d+\/reponse$/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await navigateInApp(page, '/app/dossiers?reference=CE-2026-00015');
    await rowOf(page, 'CE-2026-00015').getByRole('link', { name: 'CE-2026-00015', exact: true }).click();
    await page.getByRole('heading', { name: 'Dossier CE-2026-00015' }).waitFor();
    const reply = page.getByRole('link', { name: nameOf('reply', 'CE-2026-00015') });
    expect(await reply.textContent()).toBe('Répondre');
    expect(await page.getByRole('link', { name: nameOf('edit', 'CE-2026-00015') }).textContent()).toBe('Modifier');

    // The answer: the manager's question, an empty answer refused, then sent and confirmed.
    await reply.click();
    await page.getByRole('heading', { level: 1, name: "Répondre à la demande d'informations — dossier CE-2026-00015" }).waitFor();
    const answerPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'La question du gestionnaire' }).waitFor();
    // Its Authority may also correct the dossier before answering.
    expect(await page.getByRole('link', { name: 'Modifier les informations du dossier' }).getAttribute('href')).toMatch(/\/modification$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    // A document goes with the answer; one attached by mistake is removed, asked first.
    const attach = async (nom: string) => {
      const form = page.getByRole('form', { name: 'Joindre un document' });
      await form.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile('devis.pdf'));
      await form.getByLabel('Nom du document').fill(nom);
      await form.getByRole('button', { name: 'Joindre' }).click();
      await page.getByRole('button', { name: `Retirer le document ${nom}` }).waitFor();
    };
    await attach('Devis non signé');
    await page.getByRole('button', { name: 'Retirer le document Devis non signé' }).click();
    await page.getByRole('dialog', { name: 'Retirer le document « Devis non signé » ?' }).getByRole('button', { name: 'Retirer' }).click();
    await page.getByText("Aucun document joint pour l'instant.").waitFor();
    await attach('Devis signé');
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await fieldRefused(page.getByRole('textbox', { name: 'Réponse' }), 'Ce champ est obligatoire.');
    await page.getByRole('textbox', { name: 'Réponse' }).fill('Le devis signé est joint au dossier.');
    // A file chosen without "Joindre" is never dropped: the sending is blocked, and says why.
    const documentForm = page.getByRole('form', { name: 'Joindre un document' });
    await documentForm.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile('annexe.pdf'));
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByRole('alert').filter({ hasText: 'Un fichier est choisi mais pas encore joint' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(answerPath);
    await documentForm.getByRole('button', { name: 'Joindre' }).click();
    await page.getByRole('button', { name: 'Retirer le document annexe' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Un fichier est choisi mais pas encore joint' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByRole('heading', { level: 1, name: 'Réponse envoyée' }).waitFor();
    await page.getByText(/Votre réponse sur le dossier CE-2026-00015 a été envoyée au gestionnaire/).waitFor();
    // Answered: the answer step is closed, its address leads to the dossier, which holds the document.
    await page.goto(answerPath);
    await page.waitForURL(/\/recapitulatif$/);
    await page.getByRole('navigation', { name: 'Onglets du dossier' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('table', { name: 'Documents du dossier' }).getByRole('row').filter({ hasText: 'Devis signé' }).filter({ hasText: 'Pièce jointe à une réponse' }).waitFor();
    // The manager's outbox holds the notice.
    const manager = await apiAs(platform.server.url, 'demo.gestionnaire');
    const mails = (await (await manager('/emails', { method: 'POST', body: { recherche: 'CE-2026-00015' } })).json()).result.items as Array<{ subject: string }>;
    expect(mails.map((m) => m.subject)).toContain('Dossier CE-2026-00015 : informations complétées');
    await page.context().close();
  });

  it('has a control for every action offered on Home and the list, on one line at 1366 px', async () => {
    const page = await platform.signedIn('demo.presta', undefined, { width: 1366, height: 768 });
    const offered = await offeredActions('demo.presta');
    // The demo leaves two of the provider's introductions at step 1, where Dupliquer and Supprimer are offered.
    expect([...offered.values()].filter((d) => d.actions.includes('duplicate') && d.actions.includes('delete')).length).toBeGreaterThanOrEqual(2);
    const home = page.getByRole('table', { name: 'Vos 5 dossiers les plus récents' });
    await home.getByRole('rowheader').first().waitFor();
    for (const reference of await home.getByRole('rowheader').allTextContents()) {
      const row = rowOf(page, reference);
      await expectControlsFor(page, row, reference, offered.get(reference)!.actions);
      await expectOneLine(row, reference);
    }
    await navigateInApp(page, '/app/dossiers');
    const list = page.getByRole('table', { name: 'Liste des dossiers' });
    await list.getByRole('rowheader').first().waitFor();
    for (const reference of await list.getByRole('rowheader').allTextContents()) {
      await expectControlsFor(page, rowOf(page, reference), reference, offered.get(reference)!.actions);
      await expectOneLine(rowOf(page, reference), reference);
    }
    await page.context().close();
  });

  it('opens the Actions menu with the keyboard, in the window, and Escape gives focus back', async () => {
    const page = await platform.signedIn('demo.presta', '/app/dossiers?reference=CE-2026-00028', { width: 1366, height: 768 });
    const button = rowOf(page, 'CE-2026-00028').getByRole('button', { name: 'Actions du dossier CE-2026-00028' });
    await button.focus();
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(['Compléter', 'Soumettre', 'Documents']);
    await expect.poll(() => items.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => items.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    const menu = (await page.getByRole('menu').boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(1366);
    expect(menu.y + menu.height).toBeLessThanOrEqual(768);
    for (const box of await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    // Space opens it again; Space on a link item follows it, as Enter does.
    await page.keyboard.press(' ');
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    await page.waitForURL(/\/app\/introduction-dossier\/\d+\/documents$/);
    await page.context().close();
  });

  it('deletes from a filtered list and stays on that list, its filter kept', async () => {
    // The demo has one dossier at step 1 (the next test deletes it from its page): a copy is another one.
    const [, source] = [...(await offeredActions('demo.benef'))].find(([, d]) => d.actions.includes('duplicate'))!;
    const api = await apiAs(platform.server.url, 'demo.benef');
    const copy = (await (await api(`/dossiers/${source.id}/duplicate`, { method: 'POST', body: {} })).json()).result as { reference: string };
    const { reference } = copy;
    const page = await platform.signedIn('demo.benef', `/app/dossiers?reference=${reference}`);
    const row = rowOf(page, reference);
    await row.waitFor();
    const menu = row.getByRole('button', { name: `Actions du dossier ${reference}` });
    // Inline, or in the row's "Actions" menu past two actions.
    if ((await menu.count()) > 0) {
      await menu.click();
      await page.getByRole('menuitem', { name: nameOf('delete', reference) }).click();
    } else await row.getByRole('button', { name: nameOf('delete', reference) }).click();
    await page.getByRole('dialog', { name: `Supprimer le dossier ${reference} ?` }).getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText(`Le dossier ${reference} a été supprimé.`).waitFor();
    await expect.poll(() => page.getByRole('rowheader', { name: reference }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('reference')).toBe(reference);
    await page.context().close();
  });

  it('deletes a step-1 dossier from its detail without asking for it again, and shows no error', async () => {
    const { id } = (await offeredActions('demo.benef')).get('CE-2026-00001')!;
    const page = await platform.signedIn('demo.benef', `/app/dossiers/${id}/recapitulatif`);
    await page.getByRole('heading', { name: 'Dossier CE-2026-00001' }).waitFor();
    await page.getByRole('button', { name: 'Actions du dossier CE-2026-00001' }).click();
    await page.getByRole('menuitem', { name: nameOf('delete', 'CE-2026-00001') }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le dossier CE-2026-00001 ?' });
    await dialog.getByText('définitivement supprimés').waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/dossiers/${id}`) asked.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Le dossier CE-2026-00001 a été supprimé.').waitFor();
    await page.waitForURL((url) => url.pathname === '/app/dossiers');
    await page.getByRole('table', { name: 'Liste des dossiers' }).waitFor();
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);
    expect(await page.getByText('Erreur').count()).toBe(0);
    expect(await page.getByRole('rowheader', { name: 'CE-2026-00001' }).count()).toBe(0);
    await page.context().close();
  });

  it('asks in a red dialog that fits 360 px, keeps the focus inside, and gives it back on Escape', async () => {
    const page = await platform.signedIn('demo.presta', '/app/dossiers?reference=CE-2026-00011', { width: 360, height: 740 });
    const button = rowOf(page, 'CE-2026-00011').getByRole('button', { name: 'Actions du dossier CE-2026-00011' });
    await button.click();
    await page.getByRole('menuitem', { name: nameOf('cancel', 'CE-2026-00011') }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler la demande CE-2026-00011 ?' });
    await dialog.getByText("l'annulation est irréversible").waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });
    expect(await confirm.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('asks before validating an introduction, and sends nothing until confirmed', async () => {
    const { id } = (await offeredActions('demo.presta')).get('CE-2026-00027')!;
    const page = await platform.signedIn('demo.presta', `/app/introduction-dossier/${id}/recapitulatif`);
    const validations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/dossiers/${id}/validate`) validations.push(request.url());
    });
    await page.getByRole('button', { name: 'Valider le dossier' }).click();
    const validate = page.getByRole('dialog', { name: 'Valider le dossier CE-2026-00027 ?' });
    await validate.getByText('Une fois validé, le dossier ne peut plus être modifié').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await validate.getByRole('button', { name: 'Retour' }).click();
    await validate.waitFor({ state: 'detached' });
    expect(validations).toEqual([]);
    await page.getByRole('button', { name: 'Valider le dossier' }).click();
    await validate.getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => validations.length).toBe(1);
    await page.context().close();
  });

  it('asks in red before removing a document', async () => {
    const { id } = (await offeredActions('demo.presta')).get('CE-2026-00028')!;
    const page = await platform.signedIn('demo.presta', `/app/introduction-dossier/${id}/documents`);
    await page.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile('offre.pdf'));
    await page.getByLabel('Nom', { exact: true }).fill('Offre');
    await page.getByLabel('Type de document').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Envoyer le document' }).click();
    await page.getByRole('rowheader', { name: 'Offre' }).waitFor();
    await page.getByRole('button', { name: 'Supprimer Offre' }).click();
    const remove = page.getByRole('dialog', { name: 'Supprimer le document « Offre » ?' });
    await remove.getByText('Le document sera définitivement retiré du dossier.').waitFor();
    const confirm = remove.getByRole('button', { name: 'Confirmer' });
    expect(await confirm.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');
    await confirm.click();
    await page.getByRole('rowheader', { name: 'Offre' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("lets the provider's Reference edit a dossier waiting for information, and sends its Information contact to the recap", async () => {
    const reference = 'CE-2026-00020';
    const outsider = await platform.signedIn('demo.information', `/app/dossiers?reference=${reference}`);
    const infoRow = rowOf(outsider, reference);
    await infoRow.getByRole('link', { name: nameOf('view', reference) }).waitFor();
    expect(await infoRow.getByRole('link', { name: nameOf('edit', reference) }).count()).toBe(0);
    const href = await infoRow.getByRole('link', { name: reference, exact: true }).getAttribute('href');
    await outsider.goto(href!.replace(/\/recapitulatif$/, '/modification'));
    await outsider.waitForURL(/\/recapitulatif$/);
    await outsider.context().close();

    const page = await platform.signedIn('demo.reference', `/app/dossiers?reference=${reference}`);
    await rowOf(page, reference).getByRole('link', { name: nameOf('edit', reference) }).click();
    await page.getByRole('heading', { level: 1, name: `Modifier le dossier ${reference}` }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const part = (name: string) => page.getByRole('region', { name, exact: true });

    // The performance: saved on its own, the status unchanged.
    await part('Prestation').getByLabel('Nombre de jours').fill('9,5');
    await part('Prestation').getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Les modifications de la partie « Prestation » sont enregistrées.').waitFor();
    // The amounts: the introduction's rule, its message under the field, nothing saved.
    const financier = part('Financier');
    await financier.getByLabel('Montant total de la prestation (€ HTVA)').fill('30 000');
    await financier.getByLabel('Montant du chèque demandé (€)').fill('20 000');
    await financier.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await fieldRefused(financier.getByLabel('Montant du chèque demandé (€)'), 'maximum par dossier');
    // A document added now stays removable until the answer is sent.
    const documents = part('Documents');
    await documents.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile('devis.pdf'));
    await documents.getByLabel('Nom', { exact: true }).fill('Devis du sous-traitant');
    await documents.getByLabel('Type de document').selectOption({ index: 1 });
    await documents.getByRole('button', { name: 'Envoyer le document' }).click();
    await documents.getByRole('button', { name: 'Supprimer Devis du sous-traitant' }).waitFor();

    // Read again: the performance kept, the dossier still waits for the answer.
    await page.reload();
    expect(await part('Prestation').getByLabel('Nombre de jours').inputValue()).toBe('9,5');
    await page.getByRole('link', { name: 'Retour au dossier' }).click();
    await page.waitForURL(/\/recapitulatif$/);
    await page.getByText("Demande d'informations complémentaires").first().waitFor();
    await page.context().close();
  });
});
