import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossiers } from '../../server/db/schema/index';
import { addWorkingDays } from '../../domain/working-days';
import { platformToday } from '../../domain/sme';
import { Droit } from '../../domain/droits';
import { StatutDossier } from '../../domain/dossier-status';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp;
let p: DemoParties;
let manager: string;
let presta: string;
beforeAll(async () => ({ t, p, manager, presta } = await demoApp({ manager: ['demo.gestionnaire', Droit.Gestionnaire], presta: ['demo.presta', Droit.Prestataire] })));
afterAll(() => t.close());

const list = async (authorization: string) => (await t.app.inject({ url: '/api/closing-days', headers: { authorization } })).json().result;

describe('the platform closing days', () => {
  it('are added and removed by a manager, in day order, and read by every signed-in user', async () => {
    expect((await post(t, manager, '/api/gestion/closing-days/add', { day: '27/09/2027', libelle: 'Fête de la Fédération Wallonie-Bruxelles' })).statusCode).toBe(200);
    await post(t, manager, '/api/gestion/closing-days/add', { day: '2027-01-02', libelle: 'Pont' });
    // The same day again renames it.
    await post(t, manager, '/api/gestion/closing-days/add', { day: '2027-01-02', libelle: 'Pont du Nouvel An' });
    expect(await list(presta)).toEqual([
      { day: '2027-01-02', libelle: 'Pont du Nouvel An' },
      { day: '2027-09-27', libelle: 'Fête de la Fédération Wallonie-Bruxelles' },
    ]);
    await post(t, manager, '/api/gestion/closing-days/delete', { day: '2027-01-02' });
    expect((await list(manager)).map((c: { day: string }) => c.day)).toEqual(['2027-09-27']);
  });

  it('refuses anyone but a manager, and an impossible day on its field, changing nothing', async () => {
    const before = await list(manager);
    expect((await post(t, presta, '/api/gestion/closing-days/add', { day: '2027-05-03', libelle: 'x' })).statusCode).toBe(403);
    const impossible = await post(t, manager, '/api/gestion/closing-days/add', { day: '31/02/2027', libelle: 'Jour impossible' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields).toEqual([{ field: 'day', message: "Cette date n'existe pas : vérifiez le jour et le mois." }]);
    expect((await post(t, manager, '/api/gestion/closing-days/add', { day: '2027-05-03', libelle: '' })).json().fields[0].field).toBe('libelle');
    expect(await list(manager)).toEqual(before);
  });

  it('are skipped by the working days left until a deadline', async () => {
    const today = platformToday();
    const deadline = addWorkingDays(today, 3);
    const { id } = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    await t.database.db.update(dossiers).set({ dateEcheance: deadline }).where(eq(dossiers.id, id));
    const daysLeft = async () =>
      ((await post(t, manager, '/api/dossiers', { perPage: 100, organisationId: p.entreprise })).json().result.items as Array<{ id: number; joursOuvresRestants: number }>).find(
        (d) => d.id === id,
      )!.joursOuvresRestants;
    expect(await daysLeft()).toBe(3);
    await post(t, manager, '/api/gestion/closing-days/add', { day: addWorkingDays(today, 1), libelle: 'Fermeture' });
    expect(await daysLeft()).toBe(2);
  });
});
