import { afterAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { StatutDossier as S } from '../../domain/dossier-status';
import { startWebhookReceiver, type TestWebhookReceiver } from '../support/webhook-receiver';
import { accessibilityViolations, apiAs } from './support/journeys';
import { usePlatform } from './support/platform';

let receiver: TestWebhookReceiver;
// The receiver listens on 127.0.0.1, which the platform may reach only when told.
const platform = usePlatform(async () => {
  receiver = await startWebhookReceiver();
  return { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' };
});
afterAll(() => receiver?.close());

describe('a manager connects a system through a webhook', () => {
  it('registers its address, sees the secret once, sees the delivery of a status change and sends it again', async () => {
    const page = await platform.signedIn('demo.gestionnaire', '/app/gestion');
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByLabel('Adresse du destinataire').fill(receiver.url);
    await page.getByLabel('Adresse du destinataire').press('Enter');
    const secret = (await page.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: "J'ai copié le secret" }).click();
    await page.getByRole('table', { name: 'Adresses enregistrées' }).getByRole('rowheader', { name: receiver.url }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    const api = await apiAs(platform.server.url, 'demo.gestionnaire');
    const items: Array<{ id: number; reference: string; StatutDossierId: number }> = (await (await api('/dossiers', { method: 'POST', body: { perPage: 100 } })).json()).result.items;
    const dossier = items.find((d) => d.StatutDossierId === S.DOSSIER_EXAMEN)!;
    expect((await api(`/gestion/dossiers/${dossier.id}/admissible`, { method: 'POST', body: {} })).status).toBe(200);
    const [delivered] = await receiver.waitFor(1, 20_000);
    expect(new Webhook(secret).verify(delivered!.body, delivered!.headers as Record<string, string>)).toMatchObject({ type: 'dossier.status_changed', data: { dossierId: dossier.id } });

    await page.getByRole('link', { name: `Voir les envois vers ${receiver.url}` }).click();
    await page.getByRole('heading', { level: 1, name: `Envois vers ${receiver.url}` }).waitFor();
    const row = page.getByRole('row').filter({ hasText: dossier.reference });
    await row.getByText('Remis').waitFor();
    await row.getByText("Changement de statut d'un dossier").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /^Renvoyer l'envoi/ }).click();
    await page.getByText('Événement renvoyé.').waitFor();
    const [, again] = await receiver.waitFor(2, 20_000);
    expect(again!.headers['webhook-id']).toBe(delivered!.headers['webhook-id']);
    await expect.poll(() => page.getByRole('row').filter({ hasText: dossier.reference }).count(), { timeout: 10_000 }).toBe(2);
  });
});
