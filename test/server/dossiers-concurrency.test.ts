// Also on PostgreSQL: concurrent edits of one dossier, over a pool of connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage } from '../../domain/encoding-steps';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { dossierRow, historyOf, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp, p: DemoParties, gestion: string, presta: string;
beforeAll(async () => ({ t, p, gestion, presta } = await demoApp({ gestion: ['demo.gestionnaire'], presta: ['demo.presta'] })));
afterAll(() => t.close());

const exam = () => insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });

/** One of the two answers is 200 and the other a 409; exactly one change is stored. */
async function expectOneWinner(dossierId: number, responses: Array<{ statusCode: number; json: () => { code?: string } }>) {
  expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const loser = responses.find((r) => r.statusCode === 409)!;
  expect(['Conflict', 'InvalidTransition']).toContain(loser.json().code);
  const history = await historyOf(t, dossierId);
  expect(history).toHaveLength(2);
  const row = await dossierRow(t, dossierId);
  expect(row!.version).toBe(2);
  expect(row!.statutDossierId).toBe(history[1]!.toStatut);
}

describe('two simultaneous changes of the same dossier', () => {
  it('applies one of two contradictory decisions and refuses the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dossier = await exam();
      const responses = await Promise.all([
        post(t, gestion, `/api/gestion/dossiers/${dossier.id}/admissible`, { version: 1 }),
        post(t, gestion, `/api/gestion/dossiers/${dossier.id}/inadmissible`, { justification: 'Non éligible.', version: 1 }),
      ]);
      await expectOneWinner(dossier.id, responses);
    }
  });

  it('applies the same decision sent twice at once only once, even without a version', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dossier = await exam();
      const responses = await Promise.all([
        post(t, gestion, `/api/gestion/dossiers/${dossier.id}/ask-information`, { askText: 'Première demande.' }),
        post(t, gestion, `/api/gestion/dossiers/${dossier.id}/ask-information`, { askText: 'Seconde demande.' }),
      ]);
      await expectOneWinner(dossier.id, responses);
    }
  });

  it('lets a provider cancellation and a manager decision race without losing either outcome', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const responses = await Promise.all([
      post(t, presta, `/api/dossiers/${dossier.id}/cancel-service`, { justification: 'Le client renonce.' }),
      post(t, gestion, `/api/gestion/dossiers/${dossier.id}/cancel-service`, { justification: 'Délai dépassé.' }),
    ]);
    await expectOneWinner(dossier.id, responses);
  });

  it('lets a deletion and a duplication race: the copy is whole or refused, and the source is gone', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dossier = await insertDossier(t, {
        statut: StatutDossier.DOSSIER_INTRODUCTION,
        etape: EtapeEncodage.DossierAide,
        beneficiaireId: p.entreprise,
        prestataireId: p.prestataire,
        assigned: [p.presta, p.expert],
      });
      const [deleted, duplicated] = await Promise.all([
        post(t, presta, `/api/dossiers/${dossier.id}/delete`, { version: 1 }),
        post(t, presta, `/api/dossiers/${dossier.id}/duplicate`, { version: 1 }),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect(await dossierRow(t, dossier.id)).toBeUndefined();
      expect([200, 404]).toContain(duplicated.statusCode);
      if (duplicated.statusCode !== 200) continue;
      const copy = duplicated.json().result;
      const detail = await t.app.inject({ url: `/api/dossiers/${copy.id}?with[]=detailDossierAll`, headers: { authorization: presta } });
      expect(detail.json().result.x_contacts.map((c: { ContactId: number }) => c.ContactId).sort()).toEqual([p.presta, p.expert].sort());
    }
  });
});
