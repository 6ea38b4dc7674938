import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, contacts, organisations, xAdresses, xContacts } from '../../db/schema/index';
import type { TypeContactId } from '../../../domain/contact-types';
import type { OrganisationFacts } from '../../../domain/eligibility';
import { TypeAdresse } from '../../../domain/organisation-types';
import type { AddressChoice, ContactChoice, OrganisationChoice } from '../../../domain/wire/wizard';
import { liveLink, liveLinkOf } from '../../db/live-link';

export type OrganisationRow = typeof organisations.$inferSelect;

/** The links that count for a dossier: validated and active (spec section 3, contact-organisation link). */

async function activeUnits(db: Db, organisationIds: readonly number[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({ organisationId: xAdresses.organisationId, address: addresses })
    .from(xAdresses)
    .innerJoin(addresses, eq(addresses.id, xAdresses.adresseId))
    .where(and(inArray(xAdresses.organisationId, [...organisationIds]), eq(xAdresses.actif, true), eq(addresses.typeAdresse, TypeAdresse.UNITE_ETABLISSEMENT)))
    .orderBy(asc(addresses.id));
}

async function liveContacts(db: Db, organisationIds: readonly number[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({ organisationId: xContacts.organisationId, id: contacts.id, prenom: contacts.prenom, nom: contacts.nom, typeContactId: xContacts.typeContactId })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(and(inArray(xContacts.organisationId, [...organisationIds]), liveLink))
    .orderBy(asc(xContacts.typeContactId), asc(contacts.nom), asc(contacts.prenom));
}

/** An organisation and what the eligibility rules read of it (domain/eligibility.ts); null when it does not exist. */
export async function loadOrganisationFacts(db: Db, organisationId: number): Promise<{ row: OrganisationRow; facts: OrganisationFacts } | null> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  if (!row) return null;
  const units = await activeUnits(db, [row.id]);
  const links = await liveContacts(db, [row.id]);
  return {
    row,
    facts: {
      typeOrganisationId: row.typeOrganisationId,
      sousTypeOrganisationId: row.sousTypeOrganisationId,
      actif: row.actif,
      etranger: row.etranger,
      numeroBce: row.numeroBce,
      numeroIdentification: row.numeroIdentification,
      numeroRegistreNational: row.numeroRegistreNational,
      codesNace: row.codesNace,
      unitesEtablissementIds: units.map((u) => u.address.id),
      contactTypes: [...new Set(links.map((l) => l.typeContactId))],
    },
  };
}

function addressToChoice(a: typeof addresses.$inferSelect): AddressChoice {
  return { id: a.id, nom: a.nom, rue: a.rue, numero: a.numero, boite: a.boite, codePostal: a.codePostal, localite: a.localite, pays: a.pays };
}

/** Organisations as the beneficiary and provider steps offer them: with their establishment units and contacts to choose from. */
export async function loadOrganisationChoices(db: Db, rows: readonly OrganisationRow[]): Promise<OrganisationChoice[]> {
  const ids = rows.map((r) => r.id);
  const units = await activeUnits(db, ids);
  const links = await liveContacts(db, ids);
  return rows.map((o) => ({
    id: o.id,
    nom: o.nomLong,
    TypeOrganisationId: o.typeOrganisationId,
    SousTypeOrganisationId: o.sousTypeOrganisationId,
    NumeroBCE: o.numeroBce,
    NumeroIdentification: o.numeroIdentification,
    etranger: o.etranger,
    nace: o.codesNace,
    unitesEtablissement: units.filter((u) => u.organisationId === o.id).map((u) => addressToChoice(u.address)),
    contacts: links
      .filter((l) => l.organisationId === o.id)
      .map((l): ContactChoice => ({ id: l.id, Prenom: l.prenom, Nom: l.nom, TypeContactId: l.typeContactId as TypeContactId })),
  }));
}

/** Whether the contact holds that type in the organisation, on a validated and active link. */
export async function holdsContactType(db: Db, organisationId: number, contactId: number, typeContactId: TypeContactId): Promise<boolean> {
  const [link] = await db
    .select({ id: xContacts.id })
    .from(xContacts)
    .where(and(liveLinkOf({ organisationId }, [typeContactId]), eq(xContacts.contactId, contactId)));
  return link !== undefined;
}
