import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { registreEntreprises } from '../../server/db/schema/index';
import { importRegister, RegisterImportError, type ImportProgress } from '../../server/services/register/import/index';
import { Droit } from '../../domain/droits';
import { createTestApp, type TestApp } from '../support/test-app';

const SAMPLE = fileURLToPath(new URL('../../server/seed/register-sample', import.meta.url));
const row = async (t: TestApp, numeroBce: string) => (await t.database.db.select().from(registreEntreprises).where(eq(registreEntreprises.numeroBce, numeroBce)))[0];

let t: TestApp;
const folders: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('npm run register:import: the company register from its open-data extract', () => {
  it("keeps each company's legal French name, legal form, NACE codes, head office and establishment units", async () => {
    // The demo data were seeded from the same sample: the rows are already there, and a second run changes nothing.
    const before = await t.database.db.select().from(registreEntreprises).orderBy(registreEntreprises.numeroBce);
    const progress: ImportProgress[] = [];
    const report = await importRegister(t.database.db, SAMPLE, (p) => progress.push(p));
    expect(await t.database.db.select().from(registreEntreprises).orderBy(registreEntreprises.numeroBce)).toEqual(before);
    expect(report.enterprises).toBe(31);

    expect(await row(t, '0503133753')).toEqual({
      numeroBce: '0503133753',
      denomination: 'Atelier Lambotte SRL',
      formeJuridique: 'Société à responsabilité limitée',
      // 2008 codes first (the platform's catalogue), the main activity first.
      codesNace: ['25.620', '33.120'],
      dateCreation: '2009-03-12',
      actif: true,
      // The struck-off address is not the head office.
      siegeSocial: { rue: 'Rue de Fer', numero: '3', boite: null, codePostal: '5000', localite: 'Namur', pays: 'BE' },
      unitesEtablissement: [
        { numeroUnite: '2.200.100.007', nom: null, rue: 'Rue de Fer', numero: '3', boite: null, codePostal: '5000', localite: 'Namur', pays: 'BE' },
        { numeroUnite: '2.200.100.014', nom: 'Atelier Namur', rue: 'Zoning industriel', numero: '11', boite: null, codePostal: '5000', localite: 'Namur', pays: 'BE' },
        { numeroUnite: '2.200.100.021', nom: 'Atelier Dépôt', rue: 'Zoning industriel', numero: '12', boite: null, codePostal: '5000', localite: 'Namur', pays: 'BE' },
      ],
    });
    // Dutch only: its Dutch name. Stopped: not active. Abroad: the country's code.
    expect((await row(t, (await numberOf(t, 'Bakkerij Peeters BV'))!))?.denomination).toBe('Bakkerij Peeters BV');
    expect((await row(t, (await numberOf(t, 'Ancienne Scierie Delvaux SRL'))!))?.actif).toBe(false);
    expect((await row(t, '0504040605'))?.siegeSocial).toEqual({ rue: 'Rue Nationale', numero: '40', boite: null, codePostal: '59000', localite: 'Lille', pays: 'FR' });
    // Both languages: the French name.
    expect(await numberOf(t, 'Ateliers van de Boven-Maas CV')).toBeUndefined();

    // An unreadable line and an invalid company number; a struck-off address is sound, only not kept.
    expect(report.files.enterprise).toEqual({ records: 33, malformed: 2 });
    expect(report.files.address).toEqual({ records: 76, malformed: 0 });
    expect(report.files.activity?.malformed).toBe(1);
    expect(progress.at(-1)).toEqual({ step: 'registre', done: 31, total: 31 });
    expect(progress.some((p) => p.step === 'address' && p.done === p.total)).toBe(true);
  });

  it('serves the imported companies to the register look-up', async () => {
    const { authorization } = await t.login('demo.presta', Droit.Prestataire);
    const found = await t.app.inject({ url: '/api/services/bce-lookup/0503.306.571', headers: { authorization } });
    expect(found.statusCode).toBe(200);
    expect(found.json().result).toMatchObject({ numeroBce: '0503306571', denomination: 'Boulangerie Saint-Aubain SRL', codesNace: ['10.711', '47.240'] });
  });

  it('replaces what a company had with what the new extract says, and leaves no work table behind', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vcp-register-'));
    folders.push(folder);
    cpSync(SAMPLE, folder, { recursive: true });
    writeFileSync(path.join(folder, 'enterprise.csv'), '"EnterpriseNumber","Status","JuridicalSituation","TypeOfEnterprise","JuridicalForm","JuridicalFormCAC","StartDate"\n"0503.133.753","ST","012","2","014","","12-03-2009"\n');
    await importRegister(t.database.db, folder);
    expect(await row(t, '0503133753')).toMatchObject({ actif: false, formeJuridique: 'Société anonyme', denomination: 'Atelier Lambotte SRL' });
    const { rows } = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'registre_import_%'`)) as unknown as { rows: [{ n: number }] };
    expect(rows[0].n).toBe(0);
    await importRegister(t.database.db, SAMPLE);
    expect((await row(t, '0503133753'))?.actif).toBe(true);
  });

  it('says in French which folder or files are missing, and which columns a file lacks, changing nothing', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(registreEntreprises))[0]!.n;
    const before = await count();
    await expect(importRegister(t.database.db, path.join(tmpdir(), 'vcp-no-such-register'))).rejects.toThrow(/Le dossier .* n'existe pas/);
    const folder = mkdtempSync(path.join(tmpdir(), 'vcp-register-'));
    folders.push(folder);
    writeFileSync(path.join(folder, 'enterprise.csv'), '"EnterpriseNumber","Status"\n"0503.133.753","AC"\n');
    await expect(importRegister(t.database.db, folder)).rejects.toThrow('Fichiers manquants dans');
    cpSync(SAMPLE, folder, { recursive: true, filter: (source) => !source.endsWith('enterprise.csv') });
    const failure = importRegister(t.database.db, folder);
    await expect(failure).rejects.toBeInstanceOf(RegisterImportError);
    await expect(failure).rejects.toThrow(/colonnes attendues : il manque JuridicalSituation, TypeOfEnterprise, JuridicalForm, JuridicalFormCAC, StartDate/);
    expect(await count()).toBe(before);
  });
});

async function numberOf(t: TestApp, denomination: string) {
  const [found] = await t.database.db.select({ numeroBce: registreEntreprises.numeroBce }).from(registreEntreprises).where(inArray(registreEntreprises.denomination, [denomination]));
  return found?.numeroBce;
}
