import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossiers } from '../../server/db/schema/index';
import { StatutDossier } from '../../domain/dossier-status';
import { formatDate } from '../../domain/format';
import { platformToday } from '../../domain/sme';
import { addWorkingDays } from '../../domain/working-days';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, insertDossier, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
beforeAll(async () => {
  ({ t, p } = await demoApp());
  await createOutsiderProvider(t, 'detail.outsider');
});
afterAll(() => t.close());

const get = (authorization: string, url: string) => t.app.inject({ url, headers: { authorization } });

/** A seeded dossier that lived a long life: asked for information, answered, and so on. */
async function seededWithRemarks() {
  const rows = await t.database.db.select().from(dossiers).where(eq(dossiers.statutDossierId, StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS));
  return rows[0]!;
}

describe('GET /api/dossiers/{id}', () => {
  it('gives the summary, the parties and the actions without the tabs by default', async () => {
    const dossier = await seededWithRemarks();
    const { authorization } = await t.login('demo.presta');
    const response = await get(authorization, `/api/dossiers/${dossier.id}`);
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({
      id: dossier.id,
      reference: dossier.reference,
      StatutDossierId: StatutDossier.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS,
      EtapeEncodage: dossier.etapeEncodage,
      version: dossier.version,
      prestataire: { id: p.prestataire, nom: 'Conseil & Transition SRL', TypeOrganisationId: 2 },
      beneficiaire: { id: dossier.beneficiaireId },
      anciennePlateforme: false,
    });
    expect(result.actions.view).toBe(true);
    expect(result.historique).toBeUndefined();
    expect(result.tooltips).toBeUndefined();
  });

  it('gives every tab with with[]=detailDossierAll and the tooltips with with[]=tooltips', async () => {
    const dossier = await seededWithRemarks();
    const { authorization } = await t.login('demo.benef', 5);
    const owner = dossier.beneficiaireId === p.grandeEntreprise ? await t.login('demo.presta', 5) : { authorization };
    const response = await get(owner.authorization, `/api/dossiers/${dossier.id}?with[]=detailDossierAll&with[]=tooltips`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().result;
    expect(result.x_competences).toEqual([expect.objectContaining({ code: expect.any(String), libelle: expect.any(String), pourcentage: 100 })]);
    expect(result.x_contacts).toEqual(
      expect.arrayContaining([expect.objectContaining({ ContactId: p.presta, TypeOrganisationId: 2, TypeContactId: 1 })]),
    );
    expect(result.prestation.titre).toEqual(dossier.titre);
    expect(result.montants.montantTotal).toEqual(dossier.montantTotal);
    expect(result.specificites).toEqual({ dossierPrealableId: null, justificatifDocumentIds: [], codesNaceSupplementaires: [] });
    // The demo's report was validated: its invoice and activity report, with who validated them and when.
    expect(result.documents).toEqual([
      expect.objectContaining({ nom: expect.stringMatching(/^Facture /), statutLibelle: 'Validé par le bénéficiaire', statutPar: expect.any(String), statutLe: expect.any(String) }),
      expect.objectContaining({ nom: "Rapport d'activité", statutLibelle: 'Validé par le bénéficiaire' }),
    ]);
    expect(result.gestionnaire).toMatchObject({ id: p.gestionnaire, Nom: 'Peeters' });
    const events = result.historique.map((h: { event: string }) => h.event);
    expect(events[0]).toBe('CREATE_DOSSIER');
    expect(events).toContain('ASK_INFORMATION');
    expect(result.historique.at(-1)).toMatchObject({ event: 'COMPLETE_INFORMATION', fromStatut: 9, toStatut: 19, auteur: { id: p.presta } });
    expect(result.remarques.map((r: { kind: string }) => r.kind)).toEqual(['askText', 'answer']);
    expect(result.tooltips.StatutDossierId).toContain('informations');
  });

  it('shows the countdown of a report waiting for the beneficiary, in working days to its last day', async () => {
    const submittedAt = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const lastDay = addWorkingDays(platformToday(), 3);
    const dossier = await insertDossier(t, {
      statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME,
      beneficiaireId: p.entreprise,
      prestataireId: p.prestataire,
      rapportSoumisLe: submittedAt,
      dateEcheance: lastDay,
    });
    const { authorization } = await t.login('demo.benef');
    const result = (await get(authorization, `/api/dossiers/${dossier.id}?with[]=tooltips`)).json().result;
    expect(result.rapport).toEqual({ soumisLe: submittedAt.toISOString(), echeanceValidation: lastDay });
    expect(result).toMatchObject({ dateEcheance: lastDay, joursOuvresRestants: 3, rapportJoursRestants: 3 });
    expect(result.tooltips.rapport).toBe(`Sans réaction du bénéficiaire au plus tard le ${formatDate(lastDay)}, le rapport sera rejeté automatiquement.`);
    expect(result.actions).toMatchObject({ validateReport: true, refuseReport: true });
  });

  it('answers 403 to those who may not see the dossier and 404 for a dossier that does not exist', async () => {
    const dossier = await seededWithRemarks();
    const outsider = await t.login('detail.outsider');
    expect((await get(outsider.authorization, `/api/dossiers/${dossier.id}`)).statusCode).toBe(403);
    const other = await insertDossier(t, { statut: 1, beneficiaireId: p.grandeEntreprise });
    const benef = await t.login('demo.benef');
    expect((await get(benef.authorization, `/api/dossiers/${other.id}`)).statusCode).toBe(403);
    const response = await get(benef.authorization, '/api/dossiers/2000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('Not found');
  });

  it('refuses an unknown part in with[] with 400', async () => {
    const dossier = await seededWithRemarks();
    const { authorization } = await t.login('demo.presta');
    const response = await get(authorization, `/api/dossiers/${dossier.id}?with[]=everything`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ValidationError');
    expect((await get(authorization, `/api/dossiers/${dossier.id}?with[]=tooltips`)).statusCode).toBe(200);
  });
});
