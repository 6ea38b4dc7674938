import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import { EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp, p: DemoParties, gestion: string, presta: string;
beforeAll(async () => ({ t, p, gestion, presta } = await demoApp({ gestion: ['demo.gestionnaire'], presta: ['demo.presta'] })));
afterAll(() => t.close());

const text = { justification: 'Décision motivée.' };

// Every status change from every status, through its call, is played from the chart's walks in
// dossier-status-walks.test.ts; here, the rules beyond the chart: encoding steps, versions, texts.
describe('the status rules of the provider calls', () => {
  it('refuses the provider calls outside their status or step with 409 InvalidTransition', async () => {
    const cases: Array<[StatutDossierId, EtapeEncodageId, string, object?]> = [
      [S.DOSSIER_EXAMEN, EtapeEncodage.DossierConfirmation, 'cancel-introduced', text],
      [S.DOSSIER_INTRODUCTION, EtapeEncodage.DossierPrestation, 'cancel-introduced', text],
      [S.DOSSIER_INTRODUCTION, EtapeEncodage.DossierPrestataire, 'confirm-documents'],
      [S.DOSSIER_INTRODUCTION, EtapeEncodage.DossierUpload, 'validate'],
      [S.DOSSIER_EXAMEN, EtapeEncodage.DossierConfirmation, 'submit-drc', { answer: 'Réponse.' }],
      [S.DOSSIER_PRESTATION_EXAMEN, EtapeEncodage.DossierConfirmation, 'report/submit-to-beneficiary'],
      [S.DOSSIER_PRESTATION_EXAMEN, EtapeEncodage.DossierConfirmation, 'cancel-service', text],
      [S.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE, EtapeEncodage.DossierConfirmation, 'cancel-service', text],
      [S.DOSSIER_INTRODUCTION, EtapeEncodage.DossierBeneficiaire, 'duplicate'],
      [S.DOSSIER_EXAMEN, EtapeEncodage.DossierAide, 'delete'],
    ];
    for (const [statut, etape, path, payload] of cases) {
      const dossier = await insertDossier(t, { statut, etape, beneficiaireId: p.entreprise, prestataireId: p.prestataire, assigned: [p.presta] });
      const response = await post(t, presta, `/api/dossiers/${dossier.id}/${path}`, payload);
      expect(response.statusCode, `${path} from ${statut} at step ${etape}`).toBe(409);
      expect(response.json()).toEqual({ code: 'InvalidTransition', message: "Cette action n'est pas possible dans l'état actuel du dossier." });
      expect(await historyOf(t, dossier.id)).toHaveLength(1);
    }
  });

  it('refuses a stale version with 409 Conflict and accepts the current one', async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const stale = await post(t, gestion, `/api/gestion/dossiers/${dossier.id}/admissible`, { version: dossier.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('Conflict');
    const current = await post(t, gestion, `/api/gestion/dossiers/${dossier.id}/admissible`, { version: dossier.version });
    expect(current.statusCode).toBe(200);
    const again = await post(t, gestion, `/api/gestion/dossiers/${dossier.id}/share-paid`, { version: dossier.version });
    expect(again.json().code).toBe('Conflict');
  });

  it('cancels an introduction at step 3 with its justification, irreversibly', async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_INTRODUCTION, etape: EtapeEncodage.DossierPrestataire, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const response = await post(t, presta, `/api/dossiers/${dossier.id}/cancel-introduced`, { justification: '  Le client a renoncé.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.StatutDossierId).toBe(S.DOSSIER_ANNULE_PAR_PRESTATAIRE);
    expect((await historyOf(t, dossier.id)).at(-1)).toMatchObject({ event: 'CANCEL_INTRODUCED', justification: 'Le client a renoncé.', contactId: p.presta });
    const missing = await insertDossier(t, { statut: S.DOSSIER_INTRODUCTION, etape: EtapeEncodage.DossierPrestataire, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    expect((await post(t, presta, `/api/dossiers/${missing.id}/cancel-introduced`, {})).statusCode).toBe(400);
    expect((await post(t, presta, `/api/dossiers/${missing.id}/cancel-introduced`, { justification: '   ' })).statusCode).toBe(400);
  });
});
