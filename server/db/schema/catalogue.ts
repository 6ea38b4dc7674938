import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { RegisterAddress, RegisterCompany } from '../../../domain/wire/wizard';

/**
 * The voucher catalogue: the "cheque" a dossier is filed against (setup and step 1 of the wizards).
 * `montantMaximumParDossier` lowers the platform's maximum for this voucher (null: the platform's).
 */
export const typesAide = pgTable('types_aide', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  libelle: text('libelle').notNull(),
  plateformeId: integer('plateforme_id').notNull(),
  tauxInterventionPublique: numeric('taux_intervention_publique', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  montantMaximumParDossier: numeric('montant_maximum_par_dossier', { precision: 12, scale: 2, mode: 'number' }),
  description: text('description').notNull(),
  actif: boolean('actif').notNull().default(true),
});

/** Types of the documents attached to dossiers; `contexte` says where they are asked for (intro-dossier, ...). */
export const typesDocument = pgTable('types_document', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  libelle: text('libelle').notNull(),
  contexte: text('contexte').notNull(),
  obligatoire: boolean('obligatoire').notNull().default(false),
  ordre: integer('ordre').notNull().default(0),
});

/**
 * The embedded company register (BCE): what GET /services/bce-lookup/{bce} answers when no external
 * register is configured. Read-only for users (spec section 5: register data is edited by the helpdesk only).
 */
export const registreEntreprises = pgTable('registre_entreprises', {
  numeroBce: text('numero_bce').primaryKey(),
  denomination: text('denomination').notNull(),
  formeJuridique: text('forme_juridique'),
  codesNace: text('codes_nace').array().notNull().default([]),
  dateCreation: date('date_creation'),
  actif: boolean('actif').notNull().default(true),
  siegeSocial: jsonb('siege_social').$type<RegisterAddress>().notNull(),
  unitesEtablissement: jsonb('unites_etablissement').$type<RegisterCompany['unitesEtablissement']>().notNull().default([]),
}, (t) => [
  // The subcontractor search finds register companies by fragments of their name (about 2 million rows).
  index('registre_entreprises_denomination_trgm_idx').using('gin', t.denomination.op('gin_trgm_ops')),
]);
