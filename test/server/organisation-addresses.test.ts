import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addresses, dossiers, organisations, xAdresses } from '../../server/db/schema/index';
import {
  ADDRESS_OF_A_DOSSIER,
  INACTIVE_ADDRESS_REFUSED,
  LAST_REQUIRED_ADDRESS,
  PORTEUR_AFFAIRE_REFUSED,
  REGISTER_ADDRESS_REFUSED,
} from '../../server/services/addresses/manage';
import { POSTAL_CODE_BELGIAN } from '../../domain/schemas/address';
import { SousTypeOrganisation, SourceAdresse, TypeAdresse } from '../../domain/organisation-types';
import { StatutDossier } from '../../domain/dossier-status';
import type { OrganisationAddress } from '../../domain/wire/organisations';
import type { TestApp } from '../support/test-app';
import { demoApp } from '../support/demo-app';
import { createOutsiderProvider, insertDossier, post, type DemoParties } from '../support/dossiers';
import { tableDigest } from '../support/table-digest';

let t: TestApp, p: DemoParties;
beforeAll(async () => ({ t, p } = await demoApp()));
afterAll(() => t.close());

const address = (extra: object = {}) => ({
  typeAdresse: TypeAdresse.SIEGE_SOCIAL,
  nom: '',
  rue: 'Rue de Fer',
  numero: '12',
  boite: '',
  codePostal: '5000',
  localite: 'Namur',
  pays: 'BE',
  ...extra,
});

let counter = 0;
/** A provider of its own, signed in as its Authority. */
async function ownProvider() {
  const login = `adresses.${++counter}`;
  const { organisationId } = await createOutsiderProvider(t, login);
  const { authorization } = await t.login(login);
  const call = async (path: string, payload?: unknown) => {
    const response = await post(t, authorization, `/api/organisations/${organisationId}/address${path}`, payload);
    return { status: response.statusCode, json: response.json() as { result: OrganisationAddress[]; code?: string; message?: string; fields?: { field: string; message: string }[] } };
  };
  return { organisationId, call };
}

/** The digests of the two tables an address call may change. */
const addressTables = async () => {
  const digest = await tableDigest(t.database.db);
  return [digest.addresses, digest.x_adresses];
};

describe('the addresses of an organisation (spec sections 5 and 7)', () => {
  it('lets the Authority add, edit and delete a manual address; a deleted one stays, inactive, and is no longer edited', async () => {
    const { call } = await ownProvider();
    const added = await call('/add', address());
    expect(added.status).toBe(200);
    expect(added.json.result).toEqual([expect.objectContaining({ TypeAdresse: TypeAdresse.SIEGE_SOCIAL, rue: 'Rue de Fer', source: SourceAdresse.MANUELLE, actif: true })]);
    const billing = await call('/add', address({ typeAdresse: TypeAdresse.FACTURATION, rue: 'Rue de Bruxelles', boite: '3' }));
    const id = billing.json.result.find((a) => a.TypeAdresse === TypeAdresse.FACTURATION)!.AdresseId;

    const edited = await call(`/${id}/update`, address({ typeAdresse: TypeAdresse.FACTURATION, rue: 'Rue Godefroid', codePostal: '5000' }));
    expect(edited.status).toBe(200);
    expect(edited.json.result.find((a) => a.AdresseId === id)).toMatchObject({ rue: 'Rue Godefroid', boite: null });

    const deleted = await call(`/${id}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.result.find((a) => a.AdresseId === id)).toMatchObject({ actif: false });
    const late = await call(`/${id}/update`, address({ typeAdresse: TypeAdresse.FACTURATION }));
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(INACTIVE_ADDRESS_REFUSED);
  });

  it('refuses an incomplete or wrong address on its field, and changes nothing', async () => {
    const { call } = await ownProvider();
    const before = await addressTables();
    const response = await call('/add', address({ rue: ' ', codePostal: '500' }));
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('ValidationError');
    expect(response.json.fields).toEqual(expect.arrayContaining([{ field: 'rue', message: 'Ce champ est obligatoire.' }]));
    const postal = await call('/add', address({ codePostal: '500' }));
    expect(postal.json.fields).toEqual([{ field: 'codePostal', message: POSTAL_CODE_BELGIAN }]);
    expect(await addressTables()).toEqual(before);
  });

  it("keeps the register's addresses as they are: helpdesk only", async () => {
    const { authorization } = await t.login('demo.presta');
    const [register] = await t.database.db
      .select({ id: addresses.id })
      .from(xAdresses)
      .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
      .where(and(eq(xAdresses.organisationId, p.prestataire), eq(addresses.source, SourceAdresse.BCE)));
    const before = await addressTables();
    for (const path of [`/${register!.id}/update`, `/${register!.id}/delete`]) {
      const response = await post(t, authorization, `/api/organisations/${p.prestataire}/address${path}`, address());
      expect(response.statusCode, path).toBe(409);
      expect(response.json().message).toBe(REGISTER_ADDRESS_REFUSED);
    }
    expect(await addressTables()).toEqual(before);
  });

  it('keeps one active head office and one establishment unit, and the establishment unit a dossier names', async () => {
    const { organisationId, call } = await ownProvider();
    const siege = (await call('/add', address())).json.result[0]!.AdresseId;
    const unite = (await call('/add', address({ typeAdresse: TypeAdresse.UNITE_ETABLISSEMENT }))).json.result.find((a) => a.TypeAdresse === TypeAdresse.UNITE_ETABLISSEMENT)!.AdresseId;
    expect((await call(`/${siege}/delete`)).json.message).toBe(LAST_REQUIRED_ADDRESS);
    expect((await call(`/${siege}/update`, address({ typeAdresse: TypeAdresse.FACTURATION }))).json.message).toBe(LAST_REQUIRED_ADDRESS);
    await call('/add', address({ typeAdresse: TypeAdresse.UNITE_ETABLISSEMENT, rue: 'Rue Neuve' }));
    const dossier = await insertDossier(t, { statut: StatutDossier.DOSSIER_EXAMEN, beneficiaireId: p.entreprise, prestataireId: organisationId });
    await t.database.db.update(dossiers).set({ uniteEtablissementId: unite }).where(eq(dossiers.id, dossier.id));
    const named = await call(`/${unite}/delete`);
    expect(named.status).toBe(409);
    expect(named.json.message).toBe(ADDRESS_OF_A_DOSSIER);
  });

  it("refuses any address on a 'porteur d'affaire' organisation", async () => {
    const { organisationId, call } = await ownProvider();
    await t.database.db.update(organisations).set({ sousTypeOrganisationId: SousTypeOrganisation.PORTEUR_AFFAIRE }).where(eq(organisations.id, organisationId));
    const response = await call('/add', address());
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(PORTEUR_AFFAIRE_REFUSED);
  });

  it('is the Authority’s only: 403 to the other contact types, 404 for an address of another organisation', async () => {
    const before = await addressTables();
    for (const login of ['demo.reference', 'demo.expert', 'demo.information']) {
      const { authorization } = await t.login(login);
      expect((await post(t, authorization, `/api/organisations/${p.prestataire}/address/add`, address())).statusCode, login).toBe(403);
    }
    const { authorization } = await t.login('demo.benef');
    expect((await post(t, authorization, `/api/organisations/${p.prestataire}/address/add`, address())).statusCode).toBe(403);
    expect(await addressTables()).toEqual(before);
    const { call } = await ownProvider();
    const [foreign] = await t.database.db.select({ id: xAdresses.adresseId }).from(xAdresses).where(eq(xAdresses.organisationId, p.prestataire));
    expect((await call(`/${foreign!.id}/delete`)).status).toBe(404);
  });
});
