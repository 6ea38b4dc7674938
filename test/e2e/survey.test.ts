import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StatutDossier as S } from '../../domain/dossier-status';
import { usePlatform } from './support/platform';
import { accessibilityViolations, apiAs } from './support/journeys';
import { startMailServer, type TestMailServer } from '../support/smtp-server';
import { summaryLinks } from './support/form-errors';

/**
 * The satisfaction survey: the manager settles a dossier, the e-mail reaches the test SMTP server, and the beneficiary
 * opens its link in a browser that never signed in, answers, and is thanked; the link then says it was answered,
 * and the manager finds the answer and the averages.
 */
let mail: TestMailServer | undefined;
afterAll(async () => {
  await mail?.close();
});
const platform = usePlatform(async () => {
  mail = await startMailServer();
  return { SMTP_URL: mail.url, MAIL_ROUND_SECONDS: '1' };
});

const SHOTS = path.join(tmpdir(), 'vcp-survey-shots');
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

interface ListItem {
  id: number;
  reference: string;
  StatutDossierId: number;
  anciennePlateforme: boolean;
}

let approved: ListItem;
beforeAll(async () => {
  const api = await apiAs(platform.server.url, 'demo.gestionnaire');
  const items: ListItem[] = (await (await api('/dossiers', { method: 'POST', body: { perPage: 100 } })).json()).result.items;
  approved = items.find((d) => d.StatutDossierId === S.DOSSIER_PRESTATION_APPROUVEE && !d.anciennePlateforme)!;
});

/** The survey link of the e-mail about this dossier, as a path of the app. */
async function surveyLinkOf(reference: string): Promise<string> {
  const received = await mail!.waitForMail((m) => (m.subject ?? '').includes(reference) && /\/app\/survey\//.test(m.text ?? ''));
  return new URL(received.text!.match(/https?:\/\/\S+\/app\/survey\/[A-Za-z0-9_-]+/)![0]).pathname;
}

describe('the satisfaction survey in the browser', () => {
  it('goes out when the manager settles a dossier; the beneficiary answers it from the e-mailed link without signing in, once', async () => {
    const manager = await platform.signedIn('demo.gestionnaire', `/app/gestion/dossiers/${approved.id}`);
    await manager.getByRole('heading', { level: 1, name: `Dossier ${approved.reference}` }).waitFor();
    await manager.getByRole('main').getByRole('button', { name: `Liquider le dossier ${approved.reference}`, exact: true }).click();
    await manager.getByRole('dialog', { name: `Liquider le dossier ${approved.reference} ?` }).getByRole('button', { name: 'Confirmer' }).click();
    await manager.getByText(`Le dossier ${approved.reference} est liquidé.`).waitFor();

    const link = await surveyLinkOf(approved.reference);
    // Another browser, never signed in: the link alone opens the survey.
    const page = await platform.signedOut();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Enquête de satisfaction' }).waitFor();
    await page.getByText(`Dossier ${approved.reference}`, { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shoot(page, '1-form');

    // Sent empty: every question and the rating say what is missing, and nothing is recorded.
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await expect.poll(() => summaryLinks(page, 'Répondez par oui ou par non.').count()).toBe(4);
    await summaryLinks(page, 'Choisissez une note de 1 à 5.').waitFor();
    await shoot(page, '2-form-errors');

    // Answered with the keyboard: a group's arrows choose within it.
    const groups = page.getByRole('group');
    for (const [i, answer] of ['Oui', 'Non', 'Oui', 'Oui'].entries()) await groups.nth(i).getByRole('radio', { name: answer }).check();
    await page.getByRole('radio', { name: '3 sur 5' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: '4 sur 5' }).isChecked()).toBe(true);
    await page.getByLabel('Votre commentaire (facultatif)').fill('Accompagnement clair ; le rapport final est arrivé avec une semaine de retard.');
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await page.getByRole('heading', { name: 'Merci pour votre réponse' }).waitFor();
    await shoot(page, '3-thanks');

    // The link serves once.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Enquête déjà remplie' }).waitFor();
    await page.getByText('ne peut être remplie qu’une fois').waitFor();
    await shoot(page, '4-answered');

    // A link that names no survey says so.
    await page.goto(`/app/survey/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: "Lien d'enquête inconnu" }).waitFor();
    await shoot(page, '5-unknown');
    await page.context().close();

    // The manager finds it from the desk, with the averages.
    await manager.goto('/app/gestion');
    await manager.getByRole('link', { name: 'Enquêtes de satisfaction' }).click();
    await manager.getByRole('heading', { level: 1, name: 'Enquêtes de satisfaction' }).waitFor();
    const row = manager.getByRole('row').filter({ hasText: approved.reference });
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Oui', 'Non', '4/5', 'Accompagnement clair ; le rapport final est arrivé avec une semaine de retard.']));
    await manager.getByText('(1 réponse)').waitFor();
    const averages = manager.getByRole('region', { name: /Moyennes/ });
    // fr-BE puts a narrow no-break space before the percent sign.
    const figures = async () => (await averages.getByRole('definition').allInnerTexts()).map((text) => text.replace(/\s/g, ' '));
    await expect.poll(figures).toEqual(['4 / 5', '100 % oui', '0 % oui', '100 % oui', '100 % oui']);
    expect(await accessibilityViolations(manager)).toEqual([]);
    await shoot(manager, '6-answers');
    await manager.context().close();
  });
});
