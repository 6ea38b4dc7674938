import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossierHistory, demandeLabellisationHistory } from '../../server/db/schema/index';
import { Droit } from '../../domain/droits';
import { PLATFORM_TIME_ZONE } from '../../domain/platforms';
import { OFFICE_MOMENT_MAX_SHIFT, officeMoment } from '../../server/seed/demo-clock';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const brusselsClock = (at: Date) =>
  new Intl.DateTimeFormat('fr-BE', { timeZone: PLATFORM_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

interface Item {
  reference: string;
  EtapeEncodage: number;
  actions: { duplicate: boolean; delete: boolean };
}

async function offered(login: string, droitId: number) {
  const { authorization } = await t.login(login, droitId);
  const response = await t.app.inject({ method: 'POST', url: '/api/dossiers', headers: { authorization }, payload: { perPage: 100 } });
  const items = response.json().result.items as Item[];
  return items.filter((d) => d.actions.duplicate && d.actions.delete);
}

describe('the demo data shows every dossier action', () => {
  it('offers the provider and the beneficiary dossiers at step 1 to duplicate and delete', async () => {
    expect((await offered('demo.presta', Droit.Prestataire)).length).toBeGreaterThanOrEqual(2);
    expect((await offered('demo.benef', Droit.Beneficiaire)).length).toBeGreaterThanOrEqual(1);
    for (const d of await offered('demo.presta', Droit.Prestataire)) expect(d.EtapeEncodage).toBe(1);
  });
});

describe('the demo moments are Brussels office hours', () => {
  it('places midnight at opening, the end of the day before closing, and keeps the order', () => {
    expect(brusselsClock(officeMoment(new Date('2026-11-26T23:00:00Z')))).toBe('08:00'); // midnight in Brussels
    expect(brusselsClock(officeMoment(new Date('2026-11-27T11:00:00Z')))).toBe('13:00'); // noon
    expect(brusselsClock(officeMoment(new Date('2026-07-15T21:59:00Z')))).toBe('17:59'); // 23:59 in summer time
    const moments = [0, 5, 11, 17, 23].map((h) => officeMoment(new Date(Date.UTC(2026, 10, 27, h))).getTime());
    expect([...moments].sort((a, b) => a - b)).toEqual(moments);
    const at = new Date('2026-11-27T01:00:00Z');
    expect(officeMoment(at).getTime() - at.getTime()).toBeLessThanOrEqual(OFFICE_MOMENT_MAX_SHIFT);
  });

  it('dates every seeded event of a dossier or a labellisation request between 08:00 and 18:00 in Brussels, none in the future', async () => {
    const rows = [...(await t.database.db.select({ at: dossierHistory.at }).from(dossierHistory)), ...(await t.database.db.select({ at: demandeLabellisationHistory.at }).from(demandeLabellisationHistory))];
    expect(rows.length).toBeGreaterThan(50);
    const outside = rows.map((r) => brusselsClock(r.at)).filter((clock) => clock < '08:00' || clock >= '18:00');
    expect(outside).toEqual([]);
    expect(rows.filter((r) => r.at.getTime() > Date.now())).toEqual([]);
  });
});
