import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, or } from 'drizzle-orm';
import { create } from 'superstruct';
import { dossiers, organisations } from '../../server/db/schema/index';
import { listDossiers } from '../../server/services/dossiers/list';
import { DossierListFilter } from '../../domain/schemas/dossiers';
import { PERIOD_REVERSED } from '../../domain/dossier-list';
import { TypeOrganisation } from '../../domain/organisation-types';
import { Plateforme, PLATFORM_TIME_ZONE } from '../../domain/platforms';
import { Droit } from '../../domain/droits';
import { StatutDossier, type StatutDossierId } from '../../domain/dossier-status';
import { addWorkingDays, workingDaysBetween } from '../../domain/working-days';
import { platformToday } from '../../domain/sme';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';

let t: TestApp, p: DemoParties;
beforeAll(async () => ({ t, p } = await demoApp()));
afterAll(() => t.close());

interface Item {
  id: number;
  reference: string;
  StatutDossierId: number;
  statut: string;
  organisation: { id: number; nom: string } | null;
  beneficiaire: { id: number; nom: string } | null;
  prestataire: { id: number; nom: string } | null;
  dateEcheance: string | null;
  createdAt: string;
  actions: Record<string, boolean>;
}

/** The calendar day, in the platform's time zone, of an instant the API sent. */
const brusselsDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE }).format(new Date(instant));

async function list(authorization: string, filter: object = {}) {
  const response = await post(t, authorization, '/api/dossiers', filter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { items: Item[]; total: number; page: number; perPage: number };
}

async function allOf(authorization: string, filter: object = {}) {
  return (await list(authorization, { ...filter, perPage: 100 })).items;
}

describe('POST /api/dossiers: only the dossiers the caller may see', () => {
  it('shows a provider the dossiers of its provider organisation, the other party being the beneficiary', async () => {
    const { authorization } = await t.login('demo.information');
    const items = await allOf(authorization);
    const expected = await t.database.db.select().from(dossiers).where(eq(dossiers.prestataireId, p.prestataire));
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected.map((d) => d.id).sort((a, b) => a - b));
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) expect(item.organisation).toEqual(item.beneficiaire && { id: item.beneficiaire.id, nom: expect.any(String) });
  });

  it("shows a beneficiary its organisations' dossiers, the other party being the provider", async () => {
    const { authorization } = await t.login('demo.benef');
    const items = await allOf(authorization);
    const mine = [p.entreprise, p.porteurProjet, p.etrangere, p.pouvoirPublic];
    const expected = await t.database.db.select({ id: dossiers.id }).from(dossiers).where(inArray(dossiers.beneficiaireId, mine));
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected.map((d) => d.id).sort((a, b) => a - b));
    expect(items.filter((i) => i.beneficiaire!.id === p.entreprise).length).toBeGreaterThan(3);
    for (const item of items) expect(item.organisation?.id ?? null).toBe(item.prestataire?.id ?? null);
  });

  it('follows the right the session acts under: demo.presta as beneficiary sees only Verrerie Wallonne SA', async () => {
    const { authorization } = await t.login('demo.presta', Droit.Beneficiaire);
    const items = await allOf(authorization);
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.beneficiaire!.id))).toEqual(new Set([p.grandeEntreprise]));
  });

  it('shows a manager every dossier', async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    const page = await list(authorization);
    const [all] = await t.database.db.select({ total: count() }).from(dossiers);
    expect(page.total).toBe(all!.total);
  });

  it('shows nothing to a provider of another organisation', async () => {
    await createOutsiderProvider(t, 'list.outsider');
    const { authorization } = await t.login('list.outsider');
    expect(await list(authorization)).toEqual({ items: [], total: 0, totalExact: true, page: 1, perPage: 20 });
  });
});

describe('POST /api/dossiers: the working days left until the deadline', () => {
  it('counts Belgian working days from today in Brussels, negative once passed, and none for a closed dossier', async () => {
    const manager = (await t.login('demo.gestionnaire', Droit.Gestionnaire)).authorization;
    const today = platformToday();
    const at = async (statut: StatutDossierId, dateEcheance: string) => {
      const { id } = await insertDossier(t, { statut, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
      await t.database.db.update(dossiers).set({ dateEcheance }).where(eq(dossiers.id, id));
      const { items } = await list(manager, { perPage: 100, organisationId: p.entreprise, sort: { field: 'createdAt', direction: 'desc' } });
      return (items as Array<Item & { joursOuvresRestants: number | null }>).find((d) => d.id === id)!.joursOuvresRestants;
    };
    expect(await at(StatutDossier.DOSSIER_EXAMEN, addWorkingDays(today, 3))).toBe(3);
    expect(await at(StatutDossier.DOSSIER_EXAMEN, today)).toBe(0);
    const fiveBefore = new Date(Date.parse(`${today}T12:00:00Z`) - 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(await at(StatutDossier.DOSSIER_PRESTATION_EXAMEN, fiveBefore)).toBe(-workingDaysBetween(fiveBefore, today));
    expect(await at(StatutDossier.DOSSIER_SOLDE, addWorkingDays(today, 3))).toBeNull();
  });
});

describe('POST /api/dossiers: filters, sorting and server-side pagination', () => {
  it('pages with total, newest first by default (the dashboard asks for 5)', async () => {
    const { authorization } = await t.login('demo.presta');
    const first = await list(authorization, { perPage: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.perPage).toBe(5);
    const dates = first.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await allOf(authorization);
    expect(first.total).toBe(all.length);
    const second = await list(authorization, { perPage: 5, page: 2 });
    expect(second.items.map((i) => i.id)).toEqual(all.slice(5, 10).map((i) => i.id));
    const beyond = await list(authorization, { perPage: 5, page: 1000 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('filters by statuses, reference, organisation and creation dates', async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    const settled = await allOf(authorization, { statutDossierId: [StatutDossier.DOSSIER_SOLDE, StatutDossier.DOSSIER_OBSOLETE] });
    expect(settled.length).toBeGreaterThan(1);
    expect(settled.every((i) => i.StatutDossierId === StatutDossier.DOSSIER_SOLDE || i.StatutDossierId === StatutDossier.DOSSIER_OBSOLETE)).toBe(true);
    const [one] = settled;
    const byReference = await allOf(authorization, { reference: one!.reference.slice(-4).toLowerCase() });
    expect(byReference.map((i) => i.id)).toContain(one!.id);
    expect(byReference.every((i) => i.reference.includes(one!.reference.slice(-4)))).toBe(true);
    expect(await allOf(authorization, { reference: '%' })).toEqual([]);
    const byOrganisation = await allOf(authorization, { organisationId: p.grandeEntreprise });
    const expected = await t.database.db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(or(eq(dossiers.beneficiaireId, p.grandeEntreprise), eq(dossiers.prestataireId, p.grandeEntreprise)));
    expect(byOrganisation.map((i) => i.id).sort()).toEqual(expected.map((d) => d.id).sort());
    const day = brusselsDay(one!.createdAt);
    const sameDay = await allOf(authorization, { dateFrom: day, dateTo: day });
    expect(sameDay.map((i) => i.id)).toContain(one!.id);
    expect(await allOf(authorization, { dateFrom: '2099-01-01' })).toEqual([]);
    expect(await allOf(authorization, { dateTo: '2000-01-01' })).toEqual([]);
  });

  it("filters the manager desk by part of the beneficiary's or the provider's name, and by platform", async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    const all = await allOf(authorization);
    const byBeneficiary = await allOf(authorization, { beneficiaire: 'menuiserie DUP' });
    expect(byBeneficiary.length).toBeGreaterThan(0);
    expect(byBeneficiary.map((i) => i.id).sort()).toEqual(all.filter((i) => i.beneficiaire?.nom === 'Menuiserie Dupont SRL').map((i) => i.id).sort());
    const byProvider = await allOf(authorization, { prestataire: 'transition' });
    expect(byProvider.map((i) => i.id).sort()).toEqual(all.filter((i) => i.prestataire?.nom === 'Conseil & Transition SRL').map((i) => i.id).sort());
    expect(await allOf(authorization, { beneficiaire: 'Aucune entreprise de ce nom' })).toEqual([]);
    const tlpe = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise });
    await t.database.db.update(dossiers).set({ plateformeId: Plateforme.TLPE.id }).where(eq(dossiers.id, tlpe.id));
    expect((await allOf(authorization, { plateformeId: Plateforme.TLPE.id })).map((i) => i.id)).toEqual([tlpe.id]);
    expect((await allOf(authorization, { plateformeId: Plateforme.CE.id })).map((i) => i.id)).not.toContain(tlpe.id);
    const unknown = await post(t, authorization, '/api/dossiers', { plateformeId: 7 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ field: 'plateformeId', message: 'Plateforme inconnue.' }]);
  });

  it('reads the creation days in Brussels time: 23:30 UTC on 10 March is the 11th', async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    const [row] = await t.database.db.select({ id: dossiers.id, createdAt: dossiers.createdAt }).from(dossiers).limit(1);
    const { id, createdAt } = row!;
    await t.database.db.update(dossiers).set({ createdAt: new Date('2026-03-10T23:30:00Z') }).where(eq(dossiers.id, id));
    try {
      const ids = async (day: string) => (await allOf(authorization, { dateFrom: day, dateTo: day })).map((i) => i.id);
      expect(await ids('2026-03-11')).toContain(id);
      expect(await ids('2026-03-10')).not.toContain(id);
    } finally {
      await t.database.db.update(dossiers).set({ createdAt }).where(eq(dossiers.id, id));
    }
  });

  it('refuses a creation period whose start follows its end, on the start, in French', async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    const response = await post(t, authorization, '/api/dossiers', { dateFrom: '2026-11-24', dateTo: '2026-11-23' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('ValidationError');
    expect(response.json().fields).toContainEqual({ field: 'dateFrom', message: PERIOD_REVERSED });
  });

  it('sorts by reference, status, deadline and organisation, both ways', async () => {
    const { authorization } = await t.login('demo.gestionnaire');
    const byReference = await allOf(authorization, { sort: { field: 'reference', direction: 'asc' } });
    expect(byReference.map((i) => i.reference)).toEqual(byReference.map((i) => i.reference).sort());
    const byStatus = await allOf(authorization, { sort: { field: 'statut', direction: 'desc' } });
    expect(byStatus.map((i) => i.StatutDossierId)).toEqual(byStatus.map((i) => i.StatutDossierId).sort((a, b) => b - a));
    const byDeadline = (await allOf(authorization, { sort: { field: 'dateEcheance', direction: 'asc' } })).map((i) => i.dateEcheance);
    const present = byDeadline.filter((d) => d !== null);
    expect(present).toEqual([...present].sort());
    expect(byDeadline.slice(present.length).every((d) => d === null)).toBe(true);
    const byOrganisation = (await allOf(authorization, { sort: { field: 'organisation', direction: 'desc' } })).map((i) => i.organisation?.nom ?? '');
    const named = byOrganisation.filter((n) => n !== '');
    expect(named).toEqual([...named].sort().reverse());
  });

  it('gives each item its reference, other party, status and label, deadline, creation date and actions', async () => {
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_INTRODUCTION, etape: 1, beneficiaireId: p.entreprise, prestataireId: p.prestataire });
    const { authorization } = await t.login('demo.presta');
    const [item] = await allOf(authorization, { reference: dossier.reference });
    expect(item).toMatchObject({
      id: dossier.id,
      reference: dossier.reference,
      StatutDossierId: 1,
      statut: 'Introduction',
      organisation: { id: p.entreprise, nom: 'Menuiserie Dupont SRL' },
      dateEcheance: null,
      createdAt: dossier.createdAt.toISOString(),
    });
    expect(item!.actions).toMatchObject({ view: true, complete: true, duplicate: true, delete: true, cancel: false, declareAdmissible: false });
  });
});

describe('POST /api/dossiers: counting, dates and names that stay cheap at a million dossiers', () => {
  it('counts a bounded number of rows past the page: at least that many while more follow, exact near the end', async () => {
    const [{ all } = { all: 0 }] = await t.database.db.select({ all: count() }).from(dossiers);
    const pageOf = (page: number) => listDossiers(t.database.db, { kind: 'all' }, create({ perPage: 2, page }, DossierListFilter), 3);
    expect(await pageOf(1)).toMatchObject({ total: 3, totalExact: false });
    expect(await pageOf(2)).toMatchObject({ total: 5, totalExact: false });
    const last = await pageOf(Math.ceil(all / 2));
    expect(last).toMatchObject({ total: all, totalExact: true });
    expect(last.items.length).toBeGreaterThan(0);
  });

  it('reads the dates as days in Brussels, both ends included', async () => {
    const lateEvening = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise });
    const afterMidnight = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise });
    // 23:30 and 00:30 in Brussels (summer time, UTC+2) on either side of midnight.
    await t.database.db.update(dossiers).set({ createdAt: new Date('2025-06-30T21:30:00Z') }).where(eq(dossiers.id, lateEvening.id));
    await t.database.db.update(dossiers).set({ createdAt: new Date('2025-06-30T22:30:00Z') }).where(eq(dossiers.id, afterMidnight.id));
    const { authorization } = await t.login('demo.gestionnaire');
    const ids = async (dateFrom: string, dateTo: string) => (await allOf(authorization, { dateFrom, dateTo })).map((i) => i.id);
    expect(await ids('2025-06-30', '2025-06-30')).toEqual([lateEvening.id]);
    expect(await ids('2025-07-01', '2025-07-01')).toEqual([afterMidnight.id]);
    expect(await ids('2025-06-30', '2025-07-01')).toEqual([afterMidnight.id, lateEvening.id]);
  });

  it('names and sorts the other party by its current name, after a rename or a change of party', async () => {
    const db = t.database.db;
    const organisation = async (nomLong: string) =>
      (await db.insert(organisations).values({ typeOrganisationId: TypeOrganisation.BENEFICIAIRE, nomLong, plateformeId: Plateforme.CE.id }).returning())[0]!;
    const first = await organisation('Zinguerie Test SRL');
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: first.id, prestataireId: p.prestataire });
    const { authorization } = await t.login('demo.gestionnaire');
    const firstByName = async () => (await list(authorization, { sort: { field: 'organisation', direction: 'asc' }, perPage: 1 })).items[0];
    await db.update(organisations).set({ nomLong: '0 Atelier renommé' }).where(eq(organisations.id, first.id));
    expect(await firstByName()).toMatchObject({ id: dossier.id, organisation: { id: first.id, nom: '0 Atelier renommé' } });
    const second = await organisation('00 Autre bénéficiaire');
    await db.update(dossiers).set({ beneficiaireId: second.id }).where(eq(dossiers.id, dossier.id));
    expect(await firstByName()).toMatchObject({ id: dossier.id, organisation: { id: second.id, nom: '00 Autre bénéficiaire' } });
  });
});
