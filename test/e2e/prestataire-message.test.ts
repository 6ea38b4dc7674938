import { beforeAll, describe, expect, it } from 'vitest';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';

// Shares the run's server (docs/testing.md): its messages go to a seeded dossier that no other sharing file reads.
const platform = useSharedPlatform();
/** A demo dossier of the beneficiary that is with its provider (in introduction, sent to it). */
let dossierId: number;

beforeAll(async () => {
  const call = await apiAs(platform.server.url, 'demo.benef');
  const list = (await (await call('/dossiers', { method: 'POST', body: { statutDossierId: [1], perPage: 100 } })).json()).result;
  // The seeded one with the lowest id: a sharing journey (wizard-initiation) may create another like it meanwhile.
  const withProvider = (list.items as Array<{ id: number; actions: { askPrestataire: boolean } }>).filter((d) => d.actions.askPrestataire);
  dossierId = Math.min(...withProvider.map((d) => d.id));
});

describe("the beneficiary's messages to its provider", () => {
  it('are written from the dossier, again and again, and listed as messages with who and when', async () => {
    const page = await platform.signedIn('demo.benef', `/app/dossiers/${dossierId}/remarques`);
    const form = page.getByRole('form', { name: /^Envoyer au prestataire / });
    for (const text of ['Pouvez-vous proposer une date de démarrage ?', 'Nous sommes disponibles dès septembre.']) {
      await form.getByLabel('Votre message au prestataire').fill(text);
      await form.getByRole('button', { name: 'Envoyer au prestataire' }).click();
      await page.getByText(/^Votre message a été envoyé au prestataire /).first().waitFor();
      await page.getByRole('listitem').filter({ hasText: text }).waitFor();
      expect(await form.getByLabel('Votre message au prestataire').inputValue()).toBe('');
    }
    const messages = page.getByRole('listitem').filter({ hasText: 'Message du bénéficiaire au prestataire' });
    expect(await messages.count()).toBeGreaterThanOrEqual(2);
    // Labelled as a message, with its date and author; never as the administration's request for information.
    expect(await messages.last().textContent()).toMatch(/^Message du bénéficiaire au prestataire · \d{2}\/\d{2}\/\d{2,4} \d{2}:\d{2} · \S+ \S+Nous sommes disponibles dès septembre\.$/);
    expect(await page.getByRole('listitem').filter({ hasText: 'Nous sommes disponibles' }).filter({ hasText: "Demande d'informations" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('are not offered to the provider, who reads them', async () => {
    const page = await platform.signedIn('demo.presta', `/app/dossiers/${dossierId}/remarques`);
    await page.getByText('Nous sommes disponibles dès septembre.').waitFor();
    expect(await page.getByLabel('Votre message au prestataire').count()).toBe(0);
    await page.context().close();
  });
});
