import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, organisations } from '../../db/schema/index';
import { conflict, invalidFields, notFound, type FieldError } from '../../../domain/errors';
import { SourceAdresse } from '../../../domain/organisation-types';
import { REGISTER_FIELD_MESSAGE, registerFieldsOf, storedBce, type CommercialInfoPayload, type OrganisationUpdatePayload } from '../../../domain/schemas/organisations';
import type { RegisterField } from '../../../domain/wire/organisations';
import type { OrganisationRow } from './detail';

const organisationConflict = () =>
  conflict("L'organisation a été modifiée entre-temps. Merci de recharger la page et de réessayer.");

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One edit of an organisation, in one transaction: the row is locked, `authorize` decides on it, a stale
 * `version` is refused (409: no lost update), then the change and the next version.
 */
async function editOrganisation(
  db: Db,
  input: { organisationId: number; version: number; authorize: (row: OrganisationRow) => void },
  change: (tx: Tx, row: OrganisationRow) => Promise<Partial<typeof organisations.$inferInsert>>,
): Promise<OrganisationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(organisations).where(eq(organisations.id, input.organisationId)).for('update');
    if (!row) throw notFound();
    input.authorize(row);
    if (row.version !== input.version) throw organisationConflict();
    const values = await change(tx, row);
    const [updated] = await tx.update(organisations).set({ ...values, version: row.version + 1 }).where(eq(organisations.id, row.id)).returning();
    return updated!;
  });
}

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The register's fields the payload would change: each refused on its own field (spec section 5, helpdesk only). */
function registerChanges(row: OrganisationRow, payload: OrganisationUpdatePayload): FieldError[] {
  const changed: Record<RegisterField, boolean> = {
    NomLong: payload.NomLong !== row.nomLong,
    FormeJuridique: payload.FormeJuridique !== row.formeJuridique,
    NumeroBce: storedBce(payload.NumeroBce) !== row.numeroBce,
    CodesNace: !sameCodes(payload.CodesNace, row.codesNace),
  };
  return registerFieldsOf(row)
    .filter((field) => changed[field])
    .map((field) => ({ field, message: REGISTER_FIELD_MESSAGE }));
}

/** POST /organisations/{id}/update: the organisation's own data; the register's may come along unchanged only. */
export function updateOrganisation(db: Db, input: { organisationId: number; payload: OrganisationUpdatePayload; authorize: (row: OrganisationRow) => void }) {
  const { payload } = input;
  return editOrganisation(db, { ...input, version: payload.version }, async (_tx, row) => {
    const refused = registerChanges(row, payload);
    if (refused.length > 0) throw invalidFields(refused);
    return {
      nomLong: payload.NomLong,
      nomCourt: payload.NomCourt,
      formeJuridique: payload.FormeJuridique,
      numeroBce: storedBce(payload.NumeroBce),
      codesNace: payload.CodesNace,
      typePme: payload.TypePme,
      pmeDateCreation: payload.PmeDateCreation,
      pmeChiffreAffaire: payload.PmeChiffreAffaire === null ? null : String(payload.PmeChiffreAffaire),
      pmeNombreEmploye: payload.PmeNombreEmploye === null ? null : String(payload.PmeNombreEmploye),
      finaliteProjet: payload.FinaliteProjet,
      remarques: payload.Remarques,
      iban: payload.IBAN,
      titulaireIban: payload.TitulaireIBAN,
      paysIban: payload.PaysIBAN,
      descriptionIban: payload.DescriptionIBAN,
    };
  });
}

/**
 * POST /organisations/{id}/info-commerciales/update. The commercial address is the organisation's own
 * record (not one of its x_adresses): it is written in place, created the first time, removed with null.
 */
export function updateCommercialInfo(db: Db, input: { organisationId: number; payload: CommercialInfoPayload; authorize: (row: OrganisationRow) => void }) {
  const { payload } = input;
  return editOrganisation(db, { ...input, version: payload.version }, async (tx, row) => {
    let adresseCommercialeId = row.adresseCommercialeId;
    const address = payload.AdresseCommerciale;
    if (address === null) {
      adresseCommercialeId = null;
    } else {
      const values = { ...address, nom: address.nom || null, boite: address.boite || null, source: SourceAdresse.MANUELLE };
      if (adresseCommercialeId === null) {
        const [created] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
        adresseCommercialeId = created!.id;
      } else {
        await tx.update(addresses).set(values).where(eq(addresses.id, adresseCommercialeId));
      }
    }
    if (row.adresseCommercialeId !== null && adresseCommercialeId === null) {
      await tx.delete(addresses).where(eq(addresses.id, row.adresseCommercialeId));
    }
    return {
      denominationCommercialeLongue: payload.DenominationCommercialeLongue,
      siteWeb: payload.SiteWeb,
      profilLinkedIn: payload.ProfilLinkedIn,
      mailContact: payload.MailContact,
      contactsCommerciaux: payload.ContactsCommerciaux,
      adresseCommercialeId,
    };
  });
}
