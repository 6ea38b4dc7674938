import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { addresses } from './addresses';
import { contacts } from './contacts';
import type { CommercialContact } from '../../../domain/wire/organisations';
import { ownedBy } from './columns';

/** Spec section 3, Organisation (beneficiaries, providers, managers, centres). */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  typeOrganisationId: integer('type_organisation_id').notNull(),
  sousTypeOrganisationId: integer('sous_type_organisation_id'),
  numeroBce: text('numero_bce'),
  numeroIdentification: text('numero_identification'),
  numeroRegistreNational: text('numero_registre_national'),
  nomLong: text('nom_long').notNull(),
  nomCourt: text('nom_court'),
  formeJuridique: text('forme_juridique'),
  codesNace: text('codes_nace').array().notNull().default([]),
  typePme: integer('type_pme'),
  pmeDateCreation: date('pme_date_creation'),
  pmeChiffreAffaire: numeric('pme_chiffre_affaire', { precision: 14, scale: 2 }),
  pmeNombreEmploye: numeric('pme_nombre_employe', { precision: 8, scale: 2 }),
  finaliteProjet: text('finalite_projet'),
  remarques: text('remarques'),
  etranger: boolean('etranger').notNull().default(false),
  iban: text('iban'),
  titulaireIban: text('titulaire_iban'),
  paysIban: text('pays_iban'),
  descriptionIban: text('description_iban'),
  denominationCommercialeLongue: text('denomination_commerciale_longue'),
  siteWeb: text('site_web'),
  profilLinkedIn: text('profil_linkedin'),
  mailContact: text('mail_contact'),
  /** Spec section 3, Commercial data: the provider's commercial contacts and its commercial address. */
  contactsCommerciaux: jsonb('contacts_commerciaux').$type<CommercialContact[]>().notNull().default([]),
  adresseCommercialeId: integer('adresse_commerciale_id').references(() => addresses.id, { onDelete: 'set null' }),
  actif: boolean('actif').notNull().default(true),
  plateformeId: integer('plateforme_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
}, (t) => [
  // The organisation list (POST /api/organisations): by type and name in order, and text search on name and numbers.
  index('organisations_type_nom_idx').on(t.typeOrganisationId, t.nomLong, t.id),
  index('organisations_type_bce_idx').on(t.typeOrganisationId, t.numeroBce, t.id),
  index('organisations_nom_trgm_idx').using('gin', t.nomLong.op('gin_trgm_ops')),
  index('organisations_bce_trgm_idx').using('gin', t.numeroBce.op('gin_trgm_ops')),
  index('organisations_identification_trgm_idx').using('gin', t.numeroIdentification.op('gin_trgm_ops')),
]);

/** Spec section 3, Contact-organisation link (x_contacts): one row per contact type held. */
export const xContacts = pgTable(
  'x_contacts',
  {
    id: serial('id').primaryKey(),
    contactId: ownedBy('contact_id', () => contacts.id),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    typeContactId: integer('type_contact_id').notNull(),
    typeOrganisationId: integer('type_organisation_id').notNull(),
    validationStatus: integer('validation_status').notNull().default(0),
    actif: boolean('actif').notNull().default(true),
    fonction: text('fonction'),
    telephone: text('telephone'),
    email: text('email'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('x_contacts_unique').on(t.contactId, t.organisationId, t.typeContactId),
    // The contacts of an organisation (the contact list's filter and who may see whom).
    index('x_contacts_organisation_idx').on(t.organisationId, t.contactId),
  ],
);

/** Every decision on a contact-organisation link (DESIGN.md, Data: who, when, from, to, why). */
export const contactLinkHistory = pgTable(
  'contact_link_history',
  {
    id: serial('id').primaryKey(),
    linkId: ownedBy('link_id', () => xContacts.id),
    /** The contact the link is of, and its organisation: kept so the row reads without the link. */
    contactId: ownedBy('contact_id', () => contacts.id),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    /** The Authority who decided. */
    decidedBy: integer('decided_by').references(() => contacts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    event: text('event').notNull(),
    reason: text('reason'),
  },
  (t) => [index('contact_link_history_link_idx').on(t.linkId)],
);

/** An organisation's addresses (x_adresses), each active or not. */
export const xAdresses = pgTable(
  'x_adresses',
  {
    organisationId: ownedBy('organisation_id', () => organisations.id),
    adresseId: ownedBy('adresse_id', () => addresses.id),
    actif: boolean('actif').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.adresseId] })],
);
