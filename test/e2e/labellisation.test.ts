import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSharedPlatform } from './support/platform';
import { accessibilityViolations, apiAs, pdfFile } from './support/journeys';
import { completeRequest } from './support/labellisation';
import { fieldRefused } from './support/form-errors';

// Shares the run's server (docs/testing.md): its labelling requests are its own, read by reference; it counts only the seeded thematic access, which no other sharing file changes.
const platform = useSharedPlatform();
const PROVIDER = 'Conseil & Transition SRL';

/** Creates a request through the wizard from the labelling dashboard (or the confirmation's "another") and answers its reference. */
async function createRequest(page: Page, type: string, thematique: string | null, commentaire: string) {
  await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
  if (thematique) await page.getByRole('combobox', { name: 'Thématique' }).selectOption({ label: thematique });
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Validation' }).and(page.locator('[aria-current="step"]')).waitFor();
  await page.getByLabel('Commentaire', { exact: true }).fill(commentaire);
  await page.getByRole('button', { name: 'Créer la demande' }).click();
  const created = page.getByText(/^La demande LAB-\d{4}-\d{6} a été créée\. Elle est en introduction\.$/);
  await created.waitFor();
  return /LAB-\d{4}-\d{6}/.exec((await created.textContent())!)![0];
}

/** Completes a request from the submission screen's link, then comes back to that screen. */
async function completeFromSubmission(page: Page, reference: string, references: string, document?: string) {
  await completeRequest(page, reference, {
    references,
    document: document ? { type: document, file: 'attestation-client' } : undefined,
    atSummary: async () => expect(await accessibilityViolations(page)).toEqual([]),
  });
  await page.getByRole('link', { name: 'Soumettre des demandes' }).click();
  await page.getByRole('button', { name: 'Vérifier et continuer' }).waitFor();
}

/** Opens a request from the desk's list and waits for its page. */
async function openFromDesk(page: Page, reference: string) {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Labellisation' }).click();
  await page.getByRole('heading', { level: 1, name: 'Demandes de labellisation' }).waitFor();
  await page.getByRole('link', { name: reference, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Demande ${reference}` }).waitFor();
}

describe('the labelling area in the browser', () => {
  it('refuses to submit the thematic access alone, in French, and submits nothing', async () => {
    const page = await platform.signedIn('demo.presta', '/app/labellisation');
    await page.getByRole('link', { name: `Soumettre des demandes de ${PROVIDER}` }).click();
    const thematicAccess = page.getByRole('checkbox', { name: /Accès thématique/ });
    await thematicAccess.check();
    await page.getByRole('button', { name: 'Vérifier et continuer' }).click();
    await page.getByRole('alert').getByText(/^Une demande d'accès thématique ne peut pas être soumise seule/).waitFor();
    // Still the selection: nothing was submitted.
    expect(await page.getByRole('button', { name: 'Vérifier et continuer' }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    const api = await apiAs(platform.server.url, 'demo.presta');
    const { result } = await (await api('/labellisation/dashboard')).json();
    const inIntroduction = result.prestataires[0].demandesEnCours.filter((d: { type: number; statut: number }) => d.type === 3 && d.statut === 1);
    expect(inIntroduction).toHaveLength(1);
    await page.context().close();
  });

  it('goes from two new requests to a granted label: created, submitted together, given an opinion, validated', async () => {
    const reference = await platform.signedIn('demo.reference');
    await reference.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dossiers label' }).click();
    await reference.getByRole('heading', { level: 1, name: 'Dossiers label' }).waitFor();
    // A Reference contact creates but does not submit (the Authority alone does).
    expect(await reference.getByRole('link', { name: `Soumettre des demandes de ${PROVIDER}` }).count()).toBe(0);
    await reference.getByRole('link', { name: `Nouvelle demande pour ${PROVIDER}` }).click();
    const recognition = await createRequest(reference, 'Reconnaissance thématique', 'Développement international', 'Trois missions export accompagnées en 2026.');
    await reference.getByRole('button', { name: 'Créer une autre demande' }).click();
    const systemAccess = await createRequest(reference, 'Accès au dispositif', null, "Nous demandons l'accès au dispositif pour nos nouveaux consultants.");
    await reference.context().close();

    const authority = await platform.signedIn('demo.presta', '/app/labellisation');
    await authority.getByRole('link', { name: `Soumettre des demandes de ${PROVIDER}` }).click();
    // Created, not complete yet: listed with what they lack, not offered for submission.
    await authority.getByText('Demandes à compléter avant de pouvoir les soumettre').waitFor();
    expect(await authority.getByRole('checkbox', { name: new RegExp(recognition) }).count()).toBe(0);
    await completeFromSubmission(authority, recognition, 'Missions export pour Verrerie Wallonne SA et deux PME.', 'Attestation de client');
    await completeFromSubmission(authority, systemAccess, 'Cinq consultants, quarante missions depuis 2012.');
    await authority.getByRole('checkbox', { name: new RegExp(recognition) }).check();
    await authority.getByRole('checkbox', { name: new RegExp(systemAccess) }).check();
    await authority.getByRole('button', { name: 'Vérifier et continuer' }).click();
    await authority.getByText('Vous allez soumettre 2 demandes ensemble :').waitFor();
    await authority.getByRole('button', { name: 'Soumettre', exact: true }).click();
    await authority.getByRole('dialog', { name: 'Soumettre 2 demandes ?' }).getByRole('button', { name: 'Soumettre', exact: true }).click();
    await authority.getByText('2 demandes ont été soumises.').waitFor();
    await authority.getByRole('heading', { level: 2, name: 'Demandes de reconnaissance' }).waitFor();
    await authority.context().close();

    const centre = await platform.signedIn('demo.centre.reference');
    // A centre has no dossiers: its home is what waits on its desk, and no call of it is refused.
    const refused: string[] = [];
    centre.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await centre.goto('/app/');
    await centre.getByRole('heading', { level: 2, name: 'Demandes à traiter' }).waitFor();
    expect(await centre.getByText('Vos 5 dossiers les plus récents').count()).toBe(0);
    await openFromDesk(centre, recognition);
    await centre.getByRole('button', { name: 'Donner un avis' }).click();
    const opinion = centre.getByRole('dialog', { name: `Avis sur la demande ${recognition}` });
    await opinion.getByRole('radio', { name: 'Favorable', exact: true }).check();
    await opinion.getByLabel('Commentaire', { exact: true }).fill('Expérience export solide et bien documentée.');
    await opinion.getByRole('button', { name: "Envoyer l'avis" }).click();
    await centre.getByText(`Votre avis sur la demande ${recognition} a été enregistré.`).waitFor();
    await centre.getByText('Centre de référence : avis Favorable').waitFor();
    // One opinion per centre contact: the action is gone once given.
    await expect.poll(() => centre.getByRole('button', { name: 'Donner un avis' }).count()).toBe(0);
    expect(refused).toEqual([]);
    await centre.context().close();

    const manager = await platform.signedIn('demo.gestionnaire');
    await openFromDesk(manager, recognition);
    await manager.getByText('Expérience export solide et bien documentée.').first().waitFor();
    await manager.getByRole('button', { name: 'Valider', exact: true }).click();
    await manager.getByRole('dialog', { name: `Valider la demande ${recognition} ?` }).getByRole('button', { name: 'Valider', exact: true }).click();
    await manager.getByText(`La demande ${recognition} a été validée : le label est accordé.`).waitFor();
    await manager.getByText('Complétée', { exact: true }).first().waitFor();
    expect(await accessibilityViolations(manager)).toEqual([]);
    await manager.context().close();

    const provider = await platform.signedIn('demo.presta', '/app/labellisation');
    const labels = provider.getByRole('table', { name: `Labels de ${PROVIDER}` });
    const granted = labels.getByRole('row').filter({ hasText: 'Développement international' });
    await granted.waitFor();
    expect(await granted.getByText('Valide', { exact: true }).isVisible()).toBe(true);
    expect(await accessibilityViolations(provider)).toEqual([]);
    await provider.context().close();
  });

  it('renews a label in its window from the summary: a simple renewal of the Strategy recognition', async () => {
    const page = await platform.signedIn('demo.presta', '/app/labellisation/prestataire/1');
    await page.getByRole('link', { name: 'Renouveler le label Reconnaissance thématique Stratégie et développement' }).click();
    await page.getByRole('heading', { name: 'Renouvellement du label Reconnaissance thématique Stratégie et développement' }).waitFor();
    await page.getByRole('radio', { name: /^Renouvellement simple/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    // The step is in the address: a reload keeps it with the choice made, and the back button returns to the first step.
    await page.waitForURL(/etape=validation/);
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'Validation' }).and(page.locator('[aria-current="step"]')).waitFor();
    await page.getByText('Renouvellement simple').waitFor();
    await page.goBack();
    await page.getByRole('radio', { name: /^Renouvellement simple/ }).waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Commentaire', { exact: true }).fill('Nos missions de stratégie se poursuivent.');
    await page.getByRole('button', { name: 'Créer la demande' }).click();
    await page.getByText(/^La demande LAB-\d{4}-\d{6} a été créée\. Elle est en introduction\.$/).waitFor();
    await page.getByRole('link', { name: 'Voir la demande' }).click();
    await page.getByText('Renouvellement simple').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("answers the administration's request for more information on its own screen, with a document, and the request is examined again", async () => {
    const manager = await apiAs(platform.server.url, 'demo.gestionnaire');
    const { result: desk } = await (await manager('/labellisation/bureau', { method: 'POST', body: { statut: [2] } })).json();
    const energy = desk.items.find((d: { thematique: { libelle: string } | null }) => d.thematique?.libelle === 'Transition énergétique');
    expect((await manager(`/labellisation/demandes/${energy.id}/drc`, { method: 'POST', body: { texte: 'Joignez les rapports des trois missions citées.' } })).status).toBe(200);

    // The Authority created the request and follows it: it alone answers (spec section 6), the Reference may not.
    const other = await platform.signedIn('demo.reference', `/app/labellisation/prestataire/${energy.organisation.id}/recognitions/request/${energy.id}`);
    await other.getByRole('heading', { level: 1, name: `Demande ${energy.reference}` }).waitFor();
    expect(await other.getByRole('link', { name: 'Répondre à la DRC' }).count()).toBe(0);
    await other.context().close();

    const page = await platform.signedIn('demo.presta', `/app/labellisation/prestataire/${energy.organisation.id}/recognitions/request/${energy.id}`);
    await page.getByRole('link', { name: 'Répondre à la DRC' }).click();
    await page.getByRole('heading', { level: 1, name: `Répondre à la demande de compléments pour ${energy.reference}` }).waitFor();
    await page.getByText('Joignez les rapports des trois missions citées.').waitFor();
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await fieldRefused(page.getByLabel('Votre réponse', { exact: true }), 'Ce champ est obligatoire.');
    await page.getByLabel('Fichier', { exact: true }).setInputFiles(pdfFile('rapports-missions.pdf'));
    await page.getByRole('button', { name: 'Ajouter le document' }).click();
    await page.getByRole('button', { name: 'Retirer le document rapports-missions' }).waitFor();
    await page.getByLabel('Votre réponse', { exact: true }).fill('Les trois rapports sont joints.');
    await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await page.getByRole('status').getByText(/la demande est de nouveau en examen/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Voir la demande' }).click();
    await page.getByText('Réponse du prestataire').waitFor();
    // The administration reads the answer's document on the request, and was told of the answer.
    await page.getByRole('button', { name: 'Télécharger rapports-missions' }).waitFor();
    const { result: answered } = await (await manager(`/labellisation/demandes/${energy.id}`)).json();
    expect(answered.documents.map((d: { nom: string; typeLibelle: string }) => [d.nom, d.typeLibelle])).toEqual([['rapports-missions', 'Pièce jointe à une réponse']]);
    expect((await manager(answered.documents[0].url.replace(/^\/api/, ''))).status).toBe(200);
    // Answered: the screen is no longer offered, and its address leads back to the request.
    await page.goto(`/app/labellisation/drc-response/${energy.id}`);
    await page.getByRole('heading', { level: 1, name: `Demande ${energy.reference}` }).waitFor();
    await page.context().close();
  });
});
