import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StatutDossier as S } from '../../domain/dossier-status';
import { useSharedPlatform } from './support/platform';
import { apiAs } from './support/journeys';
import { navigateInApp } from './support/in-app';

// Shares the run's server (docs/testing.md): it decides on the seeded dossiers of the lowest ids in statuses 2, 3 and 7; service-report picks the newer ones in status 6 before the one it moves there.
const platform = useSharedPlatform();

interface ListItem {
  id: number;
  reference: string;
  StatutDossierId: number;
  anciennePlateforme: boolean;
}

/**
 * A seeded dossier of the manager's in that status, on this platform: its id and reference. The lowest id, as
 * the seed made it: the dossiers the sharing journeys create, and those they move, come after it.
 */
let inStatus: (statut: number) => ListItem;
beforeAll(async () => {
  const api = await apiAs(platform.server.url, 'demo.gestionnaire');
  const body = { statutDossierId: [S.DOSSIER_EXAMEN, S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, S.DOSSIER_PRESTATION_EXAMEN], perPage: 100 };
  const items: ListItem[] = (await (await api('/dossiers', { method: 'POST', body })).json()).result.items;
  const byId = items.filter((d) => !d.anciennePlateforme).sort((a, b) => a.id - b.id);
  inStatus = (statut) => byId.find((d) => d.StatutDossierId === statut)!;
});

const managerView = ({ id }: ListItem) => `/app/gestion/dossiers/${id}`;
const untilDossierShown = (page: Page, { reference }: ListItem) => page.getByRole('heading', { level: 1, name: `Dossier ${reference}` }).waitFor();

/** The manager signed in at the dossier's view, once its heading shows. */
async function managerAt(dossier: ListItem) {
  const page = await platform.signedIn('demo.gestionnaire', managerView(dossier));
  await untilDossierShown(page, dossier);
  return page;
}

/** Opens the manager's view of another dossier inside the loaded app, as a link does, and waits for its heading. */
async function openAsManager(page: Page, dossier: ListItem) {
  await navigateInApp(page, managerView(dossier));
  await untilDossierShown(page, dossier);
}

/** Takes a decision from its button or from the dossier's Actions menu, confirms it, and waits for its notice. */
async function decide(page: Page, reference: string, { label, title, done, text }: { label: string; title: string; done: string; text?: [string, string] }) {
  const main = page.getByRole('main');
  const button = main.getByRole('button', { name: label, exact: true });
  if (await button.count()) {
    await button.click();
  } else {
    await main.getByRole('button', { name: `Actions du dossier ${reference}` }).click();
    await page.getByRole('menuitem', { name: label, exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: title });
  if (text) await dialog.getByRole('textbox', { name: text[0] }).fill(text[1]);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await page.getByText(done).waitFor();
}

describe("the manager's decisions in the browser", () => {
  it("asks for information on a request, which the provider finds among the dossier's actions and answers; the request is examined again", async () => {
    const dossier = inStatus(S.DOSSIER_EXAMEN);
    const manager = await managerAt(dossier);
    await decide(manager, dossier.reference, {
      label: `Demander des informations sur le dossier ${dossier.reference}`,
      title: `Demander des informations sur le dossier ${dossier.reference} ?`,
      text: ['Question posée aux contacts du dossier', 'Merci de joindre le devis signé.'],
      done: `La demande d'informations sur le dossier ${dossier.reference} est envoyée.`,
    });
    await manager.getByText("Demande d'informations complémentaires", { exact: true }).first().waitFor();
    await manager.context().close();

    const provider = await platform.signedIn('demo.presta', `/app/dossiers?reference=${dossier.reference}`);
    // The reply is among the row's actions: its first one stands as a link, the others in its menu.
    const row = provider.getByRole('table', { name: 'Liste des dossiers' }).getByRole('row').filter({ hasText: dossier.reference });
    const reply = `Répondre à la demande d'informations sur le dossier ${dossier.reference}`;
    await row.getByRole('link', { name: dossier.reference, exact: true }).waitFor();
    if (await row.getByRole('link', { name: reply }).count()) await row.getByRole('link', { name: reply }).click();
    else {
      await row.getByRole('button', { name: `Actions du dossier ${dossier.reference}` }).click();
      await provider.getByRole('menuitem', { name: reply }).click();
    }
    await provider.getByRole('heading', { level: 1, name: `Répondre à la demande d'informations — dossier ${dossier.reference}` }).waitFor();
    await provider.getByText('Merci de joindre le devis signé.').waitFor();
    await provider.getByRole('textbox', { name: 'Réponse' }).fill('Le devis signé est déjà au dossier, page 2.');
    await provider.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await provider.getByRole('heading', { level: 1, name: 'Réponse envoyée' }).waitFor();
    await provider.context().close();

    const again = await managerAt(dossier);
    await again.getByText('En examen après informations complétées', { exact: true }).first().waitFor();
    // A new admissibility deadline runs from the answer: five working days.
    await again.getByText('reste 5 jours ouvrables').first().waitFor();
    await again.context().close();
  });

  it('registers a share payment, then approves a service and settles it, each asked first', async () => {
    const awaitingShare = inStatus(S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART);
    const page = await managerAt(awaitingShare);
    await decide(page, awaitingShare.reference, {
      label: `Enregistrer le paiement de la quote-part du dossier ${awaitingShare.reference}`,
      title: `Enregistrer le paiement de la quote-part du dossier ${awaitingShare.reference} ?`,
      done: `Le paiement de la quote-part du dossier ${awaitingShare.reference} est enregistré.`,
    });

    const examined = inStatus(S.DOSSIER_PRESTATION_EXAMEN);
    await openAsManager(page, examined);
    await decide(page, examined.reference, {
      label: `Approuver la prestation du dossier ${examined.reference}`,
      title: `Approuver la prestation du dossier ${examined.reference} ?`,
      done: `La prestation du dossier ${examined.reference} est approuvée.`,
    });
    await decide(page, examined.reference, {
      label: `Liquider le dossier ${examined.reference}`,
      title: `Liquider le dossier ${examined.reference} ?`,
      done: `Le dossier ${examined.reference} est liquidé.`,
    });
    const api = await apiAs(platform.server.url, 'demo.gestionnaire');
    const statusOf = async (id: number) => (await (await api(`/dossiers/${id}`)).json()).result.StatutDossierId;
    expect(await statusOf(awaitingShare.id)).toBe(S.DOSSIER_PRESTATION_CONFIRME);
    expect(await statusOf(examined.id)).toBe(S.DOSSIER_SOLDE);
    await page.context().close();
  });

  it('filters the queue by part of the beneficiary\'s name, the provider and the platform, kept in the address', async () => {
    const page = await platform.signedIn('demo.gestionnaire', '/app/gestion');
    const filters = page.getByRole('search', { name: 'Filtrer les dossiers' });
    await filters.getByLabel('Bénéficiaire').fill('verrerie');
    await filters.getByLabel('Prestataire').fill('Conseil');
    await filters.getByLabel('Plateforme').selectOption({ label: 'Chèques entreprises' });
    await filters.getByRole('button', { name: 'Filtrer' }).click();
    await page.waitForURL(/beneficiaire=verrerie/);
    const rows = page.getByRole('table', { name: "Dossiers en attente de l'administration" }).getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(async () => (await rows.allTextContents()).every((row) => row.includes('Verrerie Wallonne SA'))).toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    // Reloaded, the page keeps its filters in their fields.
    await page.reload();
    expect(await page.getByRole('search', { name: 'Filtrer les dossiers' }).getByLabel('Prestataire').inputValue()).toBe('Conseil');
    await page.context().close();
  });
});
