import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_STATUTS_DOSSIER, StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import { EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, dossierRow, historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let gestion: string;
let presta: string;
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  gestion = (await t.login('demo.gestionnaire')).authorization;
  presta = (await t.login('demo.presta')).authorization;
});
afterAll(() => t.close());

const text = { justification: 'Décision motivée.' };

/** Each manager decision, the statuses it applies to, and where it leads (README, Dossier lifecycle). */
const DECISIONS: Array<{ path: string; payload?: object; from: Partial<Record<StatutDossierId, StatutDossierId>>; event: string }> = [
  { path: 'admissible', event: 'DECLARE_ADMISSIBLE', from: { [S.DOSSIER_EXAMEN]: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART, [S.DOSSIER_EXAMEN_APRES_INFOS]: S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART } },
  { path: 'inadmissible', payload: text, event: 'DECLARE_INADMISSIBLE', from: { [S.DOSSIER_EXAMEN]: S.DOSSIER_IRRECEVABLE, [S.DOSSIER_EXAMEN_APRES_INFOS]: S.DOSSIER_IRRECEVABLE } },
  {
    path: 'ask-information',
    payload: { askText: 'Merci de compléter.' },
    event: 'ASK_INFORMATION',
    from: {
      [S.DOSSIER_EXAMEN]: S.DOSSIER_DEMANDE_INFOS,
      [S.DOSSIER_EXAMEN_APRES_INFOS]: S.DOSSIER_DEMANDE_INFOS,
      [S.DOSSIER_PRESTATION_EXAMEN]: S.DOSSIER_PRESTATION_ATTENTE_INFOS,
      [S.DOSSIER_PRESTATION_SUSPENDUE]: S.DOSSIER_PRESTATION_ATTENTE_INFOS,
      [S.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]: S.DOSSIER_PRESTATION_ATTENTE_INFOS,
    },
  },
  { path: 'share-paid', event: 'REGISTER_SHARE_PAYMENT', from: { [S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]: S.DOSSIER_PRESTATION_CONFIRME } },
  {
    path: 'approve-service',
    event: 'APPROVE_SERVICE',
    from: {
      [S.DOSSIER_PRESTATION_EXAMEN]: S.DOSSIER_PRESTATION_APPROUVEE,
      [S.DOSSIER_PRESTATION_SUSPENDUE]: S.DOSSIER_PRESTATION_APPROUVEE,
      [S.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]: S.DOSSIER_PRESTATION_APPROUVEE,
    },
  },
  {
    path: 'cancel-service',
    payload: text,
    event: 'CANCEL_SERVICE',
    from: {
      [S.DOSSIER_PRESTATION_CONFIRME]: S.DOSSIER_PRESTATION_ANNULEE,
      [S.DOSSIER_PRESTATION_EXAMEN]: S.DOSSIER_PRESTATION_ANNULEE,
      [S.DOSSIER_PRESTATION_SUSPENDUE]: S.DOSSIER_PRESTATION_ANNULEE,
      [S.DOSSIER_PRESTATION_ATTENTE_INFOS]: S.DOSSIER_PRESTATION_ANNULEE,
      [S.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]: S.DOSSIER_PRESTATION_ANNULEE,
    },
  },
  {
    path: 'cancel-and-settle',
    payload: text,
    event: 'CANCEL_AND_SETTLE',
    from: {
      [S.DOSSIER_PRESTATION_EXAMEN]: S.DOSSIER_ANNULE_SOLDE,
      [S.DOSSIER_PRESTATION_SUSPENDUE]: S.DOSSIER_ANNULE_SOLDE,
      [S.DOSSIER_PRESTATION_EXAMEN_APRES_INFOS]: S.DOSSIER_ANNULE_SOLDE,
    },
  },
  { path: 'settle', event: 'SETTLE', from: { [S.DOSSIER_PRESTATION_APPROUVEE]: S.DOSSIER_SOLDE } },
  { path: 'cancel-after-settlement', payload: text, event: 'CANCEL_AFTER_SETTLEMENT', from: { [S.DOSSIER_SOLDE]: S.DOSSIER_ANNULE_APRES_SOLDE } },
  {
    path: 'obsolete',
    event: 'MARK_OBSOLETE',
    from: { [S.DOSSIER_INTRODUCTION]: S.DOSSIER_OBSOLETE, [S.DOSSIER_DEMANDE_INFOS]: S.DOSSIER_OBSOLETE, [S.DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART]: S.DOSSIER_OBSOLETE },
  },
];

describe('manager decisions from every status: applied through the machine or refused with 409', () => {
  for (const decision of DECISIONS) {
    it(`${decision.path}: ${decision.event}`, async () => {
      for (const statut of ALL_STATUTS_DOSSIER) {
        const dossier = await insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
        const before = (await historyOf(t, dossier.id)).length;
        const response = await post(t, gestion, `/api/gestion/dossiers/${dossier.id}/${decision.path}`, decision.payload);
        const to = decision.from[statut];
        const history = await historyOf(t, dossier.id);
        if (to === undefined) {
          expect(response.statusCode, `from ${statut}: ${response.body}`).toBe(409);
          expect(response.json().code).toBe('InvalidTransition');
          expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(statut);
          expect(history).toHaveLength(before);
          continue;
        }
        expect(response.statusCode, `from ${statut}: ${response.body}`).toBe(200);
        expect(response.json().result).toMatchObject({ StatutDossierId: to, version: dossier.version + 1 });
        expect(history.at(-1)).toMatchObject({
          contactId: p.gestionnaire,
          fromStatut: statut,
          toStatut: to,
          event: decision.event,
          justification: (decision.payload as Record<string, string> | undefined)?.justification ?? (decision.payload as Record<string, string> | undefined)?.askText ?? null,
        });
      }
    });
  }
});

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
