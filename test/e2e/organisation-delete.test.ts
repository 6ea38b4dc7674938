import { describe, expect, it } from 'vitest';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { nationalRegisterNumber, porteurProjetBody } from '../support/organisation-add';

const platform = usePlatform();
const BENEF_EMAIL = 'demo.benef@demo.example';

/** A new project holder added by the demo provider, whose Authority is demo.benef: an organisation with no dossier yet. */
async function newOrganisation(): Promise<number> {
  const api = await apiAs(platform.server.url, 'demo.presta');
  const body = porteurProjetBody(nationalRegisterNumber('850730', 41), 'suppression');
  const contacts = body.contacts.map((contact) => ({ ...contact, Email: BENEF_EMAIL }));
  const response = await api('/organisations/add', { method: 'POST', body: { ...body, organisation: { ...body.organisation, nomLong: 'Atelier éphémère' }, contacts } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).result.id;
}

describe('an Authority deletes its organisation', () => {
  it('is told why an organisation with dossiers stays, and deletes one without, after a dialog that says what happens', async () => {
    const page = await platform.signedIn('demo.benef');
    const api = await apiAs(platform.server.url, 'demo.benef');
    const links: Array<{ id: number; nom: string }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
    const dupont = links.find((l) => l.nom === 'Menuiserie Dupont SRL')!;

    await page.goto(`/app/beneficiaire/${dupont.id}/recapitulatif`);
    await page.getByRole('button', { name: "Supprimer l'organisation" }).click();
    const dialog = page.getByRole('dialog', { name: "Supprimer l'organisation ?" });
    await dialog.getByText('les liens de tous ses contacts prennent fin').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByRole('alert').filter({ hasText: 'Suppression refusée' }).getByText('partie à au moins un dossier').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Menuiserie Dupont SRL' }).waitFor();

    const id = await newOrganisation();
    await page.goto(`/app/beneficiaire/${id}/recapitulatif`);
    await page.getByRole('heading', { level: 1, name: 'Atelier éphémère' }).waitFor();
    await page.getByRole('button', { name: "Supprimer l'organisation" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: "Supprimer l'organisation" }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText("L'organisation « Atelier éphémère » a été supprimée.").waitFor();
    await page.waitForURL(/\/app\/?$/);
    const after: Array<{ id: number }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
    expect(after.map((l) => l.id)).not.toContain(id);
    expect((await api(`/organisations/${id}`)).status).toBe(404);
  });
});
