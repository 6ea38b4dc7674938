import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { fieldRefused } from './support/form-errors';
import { linkNoticeInHistory } from './support/email-history';

// The start sends what is queued to the development mailbox, then no round for an hour: the new notice stays queued.
const platform = usePlatform(() => ({ MAIL_ROUND_SECONDS: '3600' }));
const PRESTATAIRE_BCE = '0456.789.034';

/** The demo provider's id, from its Authority's links. */
async function prestataireId(): Promise<number> {
  const api = await apiAs(platform.server.url, 'demo.presta');
  const links: Array<{ id: number; type_organisation_id: number }> = (await (await api('/auth/whoami')).json()).result.linked_organisations;
  return links.find((l) => l.type_organisation_id === 2)!.id;
}

/** `login` asks to be linked to the demo provider by its company number: a pending Information link. */
async function requestLink(login: string) {
  const api = await apiAs(platform.server.url, login);
  const response = await api('/organisations/addLinkOrgaContact', { method: 'POST', body: { bce: PRESTATAIRE_BCE, typeOrganisationId: 2 } });
  expect(response.status).toBe(200);
}

const row = (page: Page, name: string, type: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).filter({ hasText: type });

/** `login` signed in at the provider's contacts, once they show. */
async function openContacts(login: string, id: number) {
  const page = await platform.signedIn(login, `/app/prestataire/${id}/contacts`);
  await page.getByRole('rowheader', { name: 'Pierre Martin' }).first().waitFor();
  return page;
}

describe("an organisation's contact links in the browser", () => {
  it('lets the Authority validate a pending link and refuse another, each asked first', async () => {
    await requestLink('demo.benef');
    await requestLink('demo.gestionnaire');
    const id = await prestataireId();
    const page = await openContacts('demo.presta', id);
    await row(page, 'Marc Dupont', 'Information').getByText('En attente').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Valider le lien de Marc Dupont (Information)' }).click();
    await page.getByRole('dialog', { name: 'Valider ce lien ?' }).getByRole('button', { name: 'Valider' }).click();
    await row(page, 'Marc Dupont', 'Information').getByText('Validé').waitFor();
    expect(await page.getByRole('button', { name: 'Valider le lien de Marc Dupont (Information)' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Refuser le lien de Nadia Peeters (Information)' }).click();
    const refuse = page.getByRole('dialog', { name: 'Refuser ce lien ?' });
    await refuse.getByRole('button', { name: 'Refuser' }).click();
    await fieldRefused(refuse.getByLabel('Raison'), 'Ce champ est obligatoire.');
    await refuse.getByLabel('Raison').fill("Ne travaille pas chez nous.");
    await refuse.getByRole('button', { name: 'Refuser' }).click();
    await row(page, 'Nadia Peeters', 'Information').getByText('Refusé').waitFor();
    // A refused link may still be validated; it cannot be refused twice.
    expect(await page.getByRole('button', { name: 'Refuser le lien de Nadia Peeters (Information)' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Valider le lien de Nadia Peeters (Information)' }).waitFor();
    await page.context().close();
  });

  it('adds a contact found by e-mail, edits its link and deletes it with a reason', async () => {
    const id = await prestataireId();
    const page = await openContacts('demo.presta', id);
    await page.getByRole('button', { name: 'Ajouter un contact' }).click();
    const add = page.getByRole('dialog', { name: "Ajouter un contact à l'organisation" });
    await add.getByLabel('Adresse e-mail du contact').fill('personne.inconnue@exemple.be');
    await add.getByRole('button', { name: 'Rechercher' }).click();
    await add.getByText("Aucun contact de la plateforme n'a cette adresse e-mail.").waitFor();
    await add.getByLabel('Type de contact').selectOption({ label: 'Expert' });
    expect(await add.getByRole('link', { name: 'Créer ce contact' }).getAttribute('href')).toMatch(/\/contact\/add\?organisationId=\d+&typeContactId=4$/);

    await add.getByLabel('Adresse e-mail du contact').fill('DEMO.REFERENCE@demo.example');
    await add.getByRole('button', { name: 'Rechercher' }).click();
    await add.getByText('Contact trouvé : Claire Renard').waitFor();
    // Reference is what she holds already: not offered again.
    expect(await add.getByLabel('Type de contact').locator('option').allTextContents()).toEqual(['Choisissez un type', 'Autorité', 'Information', 'Expert']);
    await add.getByLabel('Type de contact').selectOption({ label: 'Expert' });
    await add.getByLabel('Téléphone pour cette organisation (facultatif)').fill('12');
    await add.getByRole('button', { name: 'Ajouter un contact' }).click();
    await fieldRefused(add.getByLabel('Téléphone pour cette organisation (facultatif)'), 'Numéro de téléphone invalide.');
    await add.getByLabel('Téléphone pour cette organisation (facultatif)').fill('0470 12 34 56');
    await add.getByRole('button', { name: 'Ajouter un contact' }).click();
    await add.waitFor({ state: 'detached' });
    await row(page, 'Claire Renard', 'Expert').getByText('Validé').waitFor();

    await page.getByRole('button', { name: 'Modifier le lien de Claire Renard (Expert)' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le lien de Claire Renard' });
    await edit.getByLabel('Fonction (facultatif)').fill('Experte énergie');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    await row(page, 'Claire Renard', 'Expert').getByText('Experte énergie').waitFor();

    await page.getByRole('button', { name: 'Supprimer le lien de Claire Renard (Expert)' }).click();
    const remove = page.getByRole('dialog', { name: 'Supprimer ce lien ?' });
    await remove.getByLabel('Raison').fill('Mission terminée.');
    await remove.getByRole('button', { name: 'Supprimer' }).click();
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Supprimer le lien de Claire Renard (Expert)' }).count()).toBe(0);
    await page.context().close();
  });

  it("duplicates a contact's link to another organisation the Authority manages, with the link's own type", async () => {
    const id = await prestataireId();
    const page = await openContacts('demo.presta', id);
    await page.getByRole('button', { name: 'Dupliquer le lien de Claire Renard (Référence) vers une autre organisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dupliquer le lien de Claire Renard vers une autre organisation' });
    await dialog.getByRole('combobox', { name: 'Organisation' }).selectOption({ label: 'Verrerie Wallonne SA' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Type de contact' }).inputValue()).not.toBe('');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Dupliquer' }).click();
    await page.getByText('Claire Renard a été ajouté à Verrerie Wallonne SA.').waitFor();
    const api = await apiAs(platform.server.url, 'demo.presta');
    const verrerie = ((await (await api('/auth/whoami')).json()).result.linked_organisations as Array<{ id: number; nom: string }>).find((o) => o.nom === 'Verrerie Wallonne SA')!;
    const detail = (await (await api(`/organisations/${verrerie.id}?with[]=x_contacts`)).json()).result;
    expect(detail.x_contacts.some((l: { contact: { Nom: string }; TypeContactId: number }) => l.contact.Nom === 'Renard' && l.TypeContactId === 2)).toBe(true);
    await page.context().close();
  });

  it('shows the Authority, in its e-mail history, the notice that a link waits for its decision', async () => {
    // Marc Dupont asks to be linked to Verrerie Wallonne SA, a beneficiary demo.presta is the Authority of.
    const benef = await apiAs(platform.server.url, 'demo.benef');
    const asked = await benef('/organisations/addLinkOrgaContact', { method: 'POST', body: { bce: '0400.378.485', typeOrganisationId: 1 } });
    expect(asked.status).toBe(200);
    const page = await platform.signedIn('demo.presta');
    // Newest first: this request's notice before any earlier one of Marc Dupont.
    const notice = await linkNoticeInHistory(page);
    // Sent at once: queuing it woke the sender (the journeys' server runs the development mailbox).
    expect(await notice.textContent()).toContain('Envoyé le');
    expect(await accessibilityViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: /^Lire l'e-mail/ }).click();
    const message = page.getByRole('article', { name: 'Un lien attend votre validation : Marc Dupont' });
    await message.getByText('Marc Dupont demande à être lié à Verrerie Wallonne SA comme contact Information.').waitFor();
    await page.context().close();
  });

  it('offers a Reference contact no control, and the API refuses it', async () => {
    const id = await prestataireId();
    const page = await openContacts('demo.reference', id);
    expect(await page.getByRole('button', { name: 'Ajouter un contact' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Supprimer le lien/ }).count()).toBe(0);
    const api = await apiAs(platform.server.url, 'demo.reference');
    const response = await api('/contacts/searchByEmail', { method: 'POST', body: { email: 'demo.presta@demo.example', organisationId: id } });
    expect(response.status).toBe(403);
    await page.context().close();
  });
});
