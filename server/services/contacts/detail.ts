import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, competences, contactCompetences, contactDroits, organisations, xContacts } from '../../db/schema/index';
import { countryName } from '../../../domain/countries';
import { typeDocumentIdentite } from '../../../domain/identity-documents';
import { STATUT_CHEQUE_EXPERT_LABELS } from '../../../domain/labellisation';
import type { StatutValidationLienId } from '../../../domain/link-validation';
import type { ContactLabellingWire, ContactRelation, ContactWire } from '../../../domain/wire/contacts';
import { addressToWire, contactDetailToWire } from './contact-item';
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

/** The contact's competences as an expert, every status, by their French name (the order they are read in). */
async function labellings(db: Db, contactId: number): Promise<ContactLabellingWire[]> {
  const rows = await db
    .select({ held: contactCompetences, code: competences.code, libelle: competences.libelle, organisationNom: organisations.nomLong })
    .from(contactCompetences)
    .innerJoin(competences, eq(competences.id, contactCompetences.competenceId))
    .leftJoin(organisations, eq(organisations.id, contactCompetences.organisationId))
    .where(eq(contactCompetences.contactId, contactId))
    .orderBy(asc(competences.libelle));
  return rows.map(({ held, code, libelle, organisationNom }) => ({
    competence_id: held.competenceId,
    code,
    libelle,
    organisation_id: held.organisationId,
    organisation_nom: organisationNom,
    statut: held.statut,
    statut_libelle: STATUT_CHEQUE_EXPERT_LABELS[held.statut],
    accorde_le: held.accordeLe,
    expire_le: held.expireLe,
  }));
}

/** GET /contacts/{id}: the contact and the relations asked for, each read only when asked. */
export async function contactDetail(db: Db, row: ContactRow, relations: readonly ContactRelation[]): Promise<ContactWire> {
  const wire = contactDetailToWire(row);
  const wants = new Set(relations);
  if (wants.has('adresse')) {
    const [address] = row.adresseId === null ? [] : await db.select().from(addresses).where(eq(addresses.id, row.adresseId));
    wire.adresse = address ? addressToWire(address) : null;
  }
  if (wants.has('type_document_identite')) wire.type_document_identite = typeDocumentIdentite(row.typeDocumentIdentite);
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
  if (wants.has('lab_contact_labellings')) wire.lab_contact_labellings = await labellings(db, row.id);
  if (wants.has('beneficiaire')) wire.beneficiaire = await organisationById(db, row.beneficiaireId);
  return wire;
}
