import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, contacts, organisations, xAdresses, xContacts } from '../../db/schema/index';
import type { OrganisationAddress, OrganisationContactLink } from '../../../domain/wire/organisations';
import { isSourceAdresseId, SourceAdresse } from '../../../domain/organisation-types';

export type OrganisationRow = typeof organisations.$inferSelect;

export async function findOrganisation(db: Db, id: number): Promise<OrganisationRow | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row ?? null;
}

const addressColumns = {
  AdresseId: addresses.id,
  source: addresses.source,
  TypeAdresse: addresses.typeAdresse,
  nom: addresses.nom,
  rue: addresses.rue,
  numero: addresses.numero,
  boite: addresses.boite,
  codePostal: addresses.codePostal,
  localite: addresses.localite,
  pays: addresses.pays,
};

type AddressRow = Omit<OrganisationAddress, 'source' | 'actif'> & { source: string; actif?: boolean };

/** An unknown stored source reads as manual: only what is known to come from the register is locked. */
const toAddress = ({ source, ...row }: AddressRow, actif: boolean): OrganisationAddress => ({
  ...row,
  actif,
  source: isSourceAdresseId(source) ? source : SourceAdresse.MANUELLE,
});

/** The organisation's links (x_contacts), every status, with the contact each is of: Authorities first, then by name. */
export async function loadOrganisationLinks(db: Db, organisationId: number): Promise<OrganisationContactLink[]> {
  const rows = await db
    .select({ link: xContacts, contact: { id: contacts.id, Prenom: contacts.prenom, Nom: contacts.nom, Email: contacts.email } })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(eq(xContacts.organisationId, organisationId))
    .orderBy(asc(xContacts.typeContactId), asc(contacts.nom), asc(contacts.prenom), asc(xContacts.id));
  return rows.map(({ link, contact }) => ({
    id: link.id,
    contact,
    TypeContactId: link.typeContactId,
    function: link.fonction,
    phone: link.telephone,
    email: link.email,
    validation_status: link.validationStatus,
    actif: link.actif,
    version: link.version,
  }));
}

/** The organisation's addresses (x_adresses), active ones first, by type. */
export async function loadOrganisationAddresses(db: Db, organisationId: number): Promise<OrganisationAddress[]> {
  const rows = await db
    .select({ ...addressColumns, actif: xAdresses.actif })
    .from(xAdresses)
    .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
    .where(eq(xAdresses.organisationId, organisationId))
    .orderBy(desc(xAdresses.actif), asc(addresses.typeAdresse), asc(addresses.id));
  return rows.map((row) => toAddress(row, row.actif));
}

export async function loadAddress(db: Db, id: number | null): Promise<OrganisationAddress | null> {
  if (id === null) return null;
  const [row] = await db.select(addressColumns).from(addresses).where(eq(addresses.id, id));
  return row ? toAddress(row, true) : null;
}
