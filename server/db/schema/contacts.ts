import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { addresses } from './addresses';
import { ownedBy } from './columns';

/**
 * What the contact list's free text is searched in (name, first name, e-mail, user name), lower-cased: the
 * query must write the same expression for the trigram index to serve it.
 */
export const CONTACT_SEARCH_TEXT = sql.raw(`lower(nom || ' ' || prenom || ' ' || email || ' ' || nom_utilisateur)`);

/** The contact's nationality for the list's Belgian/foreign filter: one never given counts as Belgian, the forms' default. */
export const CONTACT_NATIONALITY = sql.raw(`coalesce(nationalite, 'BE')`);

/** A person who signs in (spec section 3, Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    nomUtilisateur: text('nom_utilisateur').notNull(),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    telephone: text('telephone'),
    adresseId: integer('adresse_id').references(() => addresses.id),
    profilLinkedIn: text('profil_linkedin'),
    receptionEmail: boolean('reception_email').notNull().default(true),
    /** The kinds of e-mail the contact turned off (domain/notifications.ts). */
    notificationsDesactivees: text('notifications_desactivees').array().notNull().default([]),
    beneficiaireId: integer('beneficiaire_id'),
    photoEmpreinteId: integer('photo_empreinte_id'),
    wpConnectorDisabled: boolean('wp_connector_disabled').notNull().default(false),
    nationalite: text('nationalite'),
    typeDocumentIdentite: text('type_document_identite'),
    numeroDocumentIdentite: text('numero_document_identite'),
    numeroIdentification: text('numero_identification'),
    visibleAnnuaire: boolean('visible_annuaire').notNull().default(false),
    compteValide: boolean('compte_valide').notNull().default(false),
    typeAuthentification: text('type_authentification'),
    passwordHash: text('password_hash'),
    porteurProjetActif: boolean('porteur_projet_actif').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('contacts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('contacts_login_unique').on(sql`lower(${t.nomUtilisateur})`),
    uniqueIndex('contacts_identification_unique').on(t.numeroIdentification),
    // The contact list (POST /contacts): its free text search and its sorts, fast with 100,000 contacts.
    index('contacts_search_trgm_idx').using('gin', sql`(${CONTACT_SEARCH_TEXT}) gin_trgm_ops`),
    index('contacts_nom_idx').on(sql`lower(${t.nom})`, sql`lower(${t.prenom})`, t.id),
    index('contacts_prenom_idx').on(sql`lower(${t.prenom})`, sql`lower(${t.nom})`, t.id),
    index('contacts_created_idx').on(t.createdAt, t.id),
    index('contacts_nationalite_idx').on(CONTACT_NATIONALITY),
  ],
);

/** The rights (droits) a contact holds; the session acts under one of them at a time. */
export const contactDroits = pgTable(
  'contact_droits',
  {
    contactId: ownedBy('contact_id', () => contacts.id),
    droitId: integer('droit_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.droitId] })],
);
