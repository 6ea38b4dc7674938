import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';

const platform = usePlatform();

/** The demo provider's id, from its Authority's links. */
async function prestataireId(): Promise<number> {
  const api = await apiAs(platform.server.url, 'demo.presta');
  const links: Array<{ id: number; type_organisation_id: number }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
  return links.find((l) => l.type_organisation_id === 2)!.id;
}

async function openAddresses(page: Page, id: number) {
  await page.goto(`/app/prestataire/${id}/adresses`);
  await page.getByRole('rowheader', { name: /Siège social/ }).first().waitFor();
}

describe("an organisation's addresses in the browser", () => {
  it('lets the Authority add, edit and delete an address, each asked in a dialog; the register’s have no control', async () => {
    const id = await prestataireId();
    const page = await platform.signedIn('demo.presta');
    await openAddresses(page, id);
    // The register's addresses say why they cannot be changed, and offer no control.
    expect(await page.getByRole('button', { name: /^Modifier l'adresse Rue de la Station/ }).count()).toBe(0);
    expect(await page.getByText('modifiable par le helpdesk uniquement').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une adresse' });
    await add.getByLabel("Type d'adresse").selectOption({ label: 'Facturation' });
    await add.getByLabel('Rue').fill('Rue des Tanneurs');
    await add.getByLabel('Numéro').fill('7');
    await add.getByLabel('Code postal').fill('500');
    await add.getByLabel('Localité').fill('Namur');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await add.getByText('Un code postal belge compte 4 chiffres.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await add.getByLabel('Code postal').fill('5000');
    await add.getByRole('button', { name: 'Enregistrer' }).click();
    await add.waitFor({ state: 'detached' });
    const line = 'Rue des Tanneurs 7, 5000 Namur, Belgique';
    await page.getByRole('cell', { name: line, exact: true }).waitFor();

    await page.getByRole('button', { name: `Modifier l'adresse ${line}` }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'adresse" });
    await edit.getByLabel('Numéro').fill('9');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    const edited = 'Rue des Tanneurs 9, 5000 Namur, Belgique';
    await page.getByRole('cell', { name: edited, exact: true }).waitFor();

    await page.getByRole('button', { name: `Supprimer l'adresse ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: `Supprimer l'adresse ${edited}` }).count()).toBe(0);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: edited, exact: true }) });
    await row.getByText('Inactive').waitFor();
    await page.context().close();
  });

  it('offers no control to a Reference contact, and the API refuses it', async () => {
    const id = await prestataireId();
    const page = await platform.signedIn('demo.reference');
    await openAddresses(page, id);
    expect(await page.getByRole('button', { name: 'Ajouter une adresse' }).count()).toBe(0);
    const api = await apiAs(platform.server.url, 'demo.reference');
    const response = await api(`/organisations/${id}/address/add`, {
      method: 'POST',
      body: { typeAdresse: 3, rue: 'Rue X', numero: '1', codePostal: '1000', localite: 'Bruxelles', pays: 'BE' },
    });
    expect(response.status).toBe(403);
    await page.context().close();
  });
});
