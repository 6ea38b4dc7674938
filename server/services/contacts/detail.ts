import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, contactDroits, organisations, xContacts } from '../../db/schema/index';
import { countryName } from '../../../domain/countries';
import type { StatutValidationLienId } from '../../../domain/link-validation';
import type { ContactRelation, ContactWire } from '../../../domain/wire/contacts';
import { addressToWire, contactDetailToWire } from '../../wire/contacts';
import type { ContactRow } from './visible';

async function organisationLinks(db: Db, contactId: number) {
  const rows = await db
    .select({ link: xContacts, nom: organisations.nomLong, actif: organisations.actif })
    .from(xContacts)
    .innerJoin(organisations, eq(organisations.id, xContacts.organisationId))
    .where(and(eq(xContacts.contactId, contactId), eq(xContacts.actif, true)))
    .orderBy(asc(organisations.nomLong), asc(xContacts.typeContactId));
  return rows.map(({ link, nom, actif }) => ({
    id: link.id,
    organisation_id: link.organisationId,
    organisation_nom: nom,
    TypeOrganisationId: link.typeOrganisationId,
    TypeContactId: link.typeContactId,
    validation_status: link.validationStatus as StatutValidationLienId,
    organisation_actif: actif,
    fonction: link.fonction,
    telephone: link.telephone,
    email: link.email,
  }));
}

async function organisationById(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: organisations.id, nom: organisations.nomLong, TypeOrganisationId: organisations.typeOrganisationId })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}

/** GET /contacts/{id}: the contact and the relations asked for, each read only when asked. */
export async function contactDetail(db: Db, row: ContactRow, relations: readonly ContactRelation[]): Promise<ContactWire> {
  const wire = contactDetailToWire(row);
  const wants = new Set(relations);
  if (wants.has('adresse')) {
    const [address] = row.adresseId === null ? [] : await db.select().from(addresses).where(eq(addresses.id, row.adresseId));
    wire.adresse = address ? addressToWire(address) : null;
  }
  if (wants.has('pays')) wire.pays = row.nationalite ? { code: row.nationalite, nom: countryName(row.nationalite) } : null;
  if (wants.has('x_organisations') || wants.has('organisations_distinct')) {
    const links = await organisationLinks(db, row.id);
    if (wants.has('x_organisations')) wire.x_organisations = links;
    if (wants.has('organisations_distinct')) {
      const distinct = new Map(links.map((l) => [l.organisation_id, { id: l.organisation_id, nom: l.organisation_nom, TypeOrganisationId: l.TypeOrganisationId }]));
      wire.organisations_distinct = [...distinct.values()];
    }
  }
  if (wants.has('droits')) {
    const droits = await db.select({ id: contactDroits.droitId }).from(contactDroits).where(eq(contactDroits.contactId, row.id)).orderBy(contactDroits.droitId);
    wire.droits = droits;
  }
  if (wants.has('beneficiaire')) wire.beneficiaire = await organisationById(db, row.beneficiaireId);
  return wire;
}
