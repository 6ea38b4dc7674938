import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, dossiers, organisations, xAdresses, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import { EtapeEncodage as E } from '../../domain/encoding-steps';
import { SousTypeOrganisation, TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import { Plateforme } from '../../domain/platforms';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, insertDossier, post, type DemoParties } from '../support/dossiers';
import { get, introductionAt, wizardReferences, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
let presta: string;
let boulangerie: number;
const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date()));

/** A beneficiary of its own, so that its consumption is only what the tests give it. */
async function beneficiaryWithoutHistory() {
  const db = t.database.db;
  const [org] = await db
    .insert(organisations)
    .values({ typeOrganisationId: TypeOrganisation.BENEFICIAIRE, sousTypeOrganisationId: SousTypeOrganisation.ENTREPRISE, nomLong: 'Boulangerie Lemaire SRL', numeroBce: '0442796189', codesNace: ['10.711'], plateformeId: Plateforme.CE.id })
    .returning();
  const [unit] = await db.insert(addresses).values({ typeAdresse: TypeAdresse.UNITE_ETABLISSEMENT, rue: 'Rue Royale', numero: '45', codePostal: '7500', localite: 'Tournai' }).returning();
  await db.insert(xAdresses).values({ organisationId: org!.id, adresseId: unit!.id });
  await db.insert(xContacts).values({ contactId: p.benef, organisationId: org!.id, typeContactId: TypeContact.AUTORITE, typeOrganisationId: TypeOrganisation.BENEFICIAIRE, validationStatus: 1 });
  return org!.id;
}

/** Another dossier of the beneficiary, in that status, with that voucher, created in that year. */
async function pastDossier(statut: StatutDossierId, montantCheque: number, createdYear: number) {
  const dossier = await insertDossier(t, { statut, beneficiaireId: boulangerie, prestataireId: p.prestataire });
  const createdAt = createdYear === year ? new Date() : new Date(`${createdYear}-06-15T10:00:00Z`);
  await t.database.db.update(dossiers).set({ montantCheque, createdAt }).where(eq(dossiers.id, dossier.id));
}

beforeAll(async () => {
  t = await createTestApp({ MAX_VOUCHER_PER_DOSSIER: '20000', CONSUMPTION_LIMIT_PER_YEAR: '25000', CONSUMPTION_LIMIT_3_YEARS: '40000' });
  p = await demoParties(t);
  r = await wizardReferences(t);
  presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  boulangerie = await beneficiaryWithoutHistory();
  await pastDossier(S.DOSSIER_EXAMEN, 10000, year);
  await pastDossier(S.DOSSIER_INTRODUCTION, 5000, year);
  await pastDossier(S.DOSSIER_ANNULE_PAR_PRESTATAIRE, 7000, year);
  await pastDossier(S.DOSSIER_SOLDE, 12000, year - 1);
  await pastDossier(S.DOSSIER_SOLDE, 9000, year - 3);
});
afterAll(() => t.close());

async function atFinancier(typeAideId: number) {
  const dossier = await introductionAt(t, p, r, E.DossierFinanciere, { competences: true, beneficiaireId: boulangerie });
  await t.database.db.update(dossiers).set({ typeAideId }).where(eq(dossiers.id, dossier.id));
  return dossier;
}

describe('step 6: the amounts and the voucher limits', () => {
  it("counts the beneficiary's engaged vouchers this year and over three years, against the limits in force", async () => {
    const dossier = await atFinancier(r.numerique.id);
    const consumption = (await get(t, presta, `/api/dossiers/${dossier.id}/consumption`)).json().result;
    expect(consumption).toEqual({
      beneficiaireId: boulangerie,
      montantMaximumParDossier: 20000,
      annuel: { depuis: year, jusqua: year, plafond: 25000, consomme: 10000, disponible: 15000 },
      troisAns: { depuis: year - 2, jusqua: year, plafond: 40000, consomme: 22000, disponible: 18000 },
    });
    const conseil = await atFinancier(r.conseil.id);
    expect((await get(t, presta, `/api/dossiers/${conseil.id}/consumption`)).json().result.montantMaximumParDossier).toBe(15000);
  });

  it('derives the share, the public intervention and the rate from the voucher type', async () => {
    const dossier = await atFinancier(r.numerique.id);
    const response = await post(t, presta, `/api/dossiers/${dossier.id}/configure-financier`, { montantTotal: '30 000', montantCheque: '15 000' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.montants).toEqual({ montantTotal: 30000, montantCheque: 15000, quotePartBeneficiaire: 3750, interventionPublique: 11250, taux: 75 });
  });

  it('refuses a voucher above the maximum per dossier or what the beneficiary may still ask for', async () => {
    const dossier = await atFinancier(r.numerique.id);
    const url = `/api/dossiers/${dossier.id}/configure-financier`;
    const yearly = await post(t, presta, url, { montantTotal: 30000, montantCheque: 16000 });
    expect(yearly.statusCode).toBe(400);
    expect(yearly.json().fields).toEqual([{ field: 'montantCheque', message: expect.stringMatching(/ne peut plus demander que 15\s000,00\s€ de chèques cette année/) }]);
    const everything = await post(t, presta, url, { montantTotal: 30000, montantCheque: 20000.01 });
    expect(everything.json().fields.map((f: { message: string }) => f.message)).toEqual([
      expect.stringMatching(/maximum par dossier \(20\s000,00\s€\)/),
      expect.stringMatching(/cette année/),
      expect.stringMatching(/sur 3 ans/),
    ]);
  });

  it('derives the amounts again when the voucher changes, and checks the limits again before validation', async () => {
    const dossier = await atFinancier(r.conseil.id);
    await post(t, presta, `/api/dossiers/${dossier.id}/configure-financier`, { montantTotal: 10000, montantCheque: 4000 });
    const changed = (await post(t, presta, `/api/dossiers/${dossier.id}/update-type-aide`, { typeAideId: r.numerique.id })).json().result;
    expect(changed.montants).toMatchObject({ montantCheque: 4000, interventionPublique: 3000, quotePartBeneficiaire: 1000, taux: 75 });
    expect(changed.EtapeEncodage).toBe(E.DossierSpecificite);
    await pastDossier(S.DOSSIER_EXAMEN, 12000, year);
    const missing = (await get(t, presta, `/api/dossiers/${dossier.id}/is-valid`)).json().result.manquants;
    expect(missing.filter((m: { field: string }) => m.field === 'montantCheque')).toEqual([
      { screen: 'financier', field: 'montantCheque', message: expect.stringMatching(/cette année/) },
    ]);
  });
});
