import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Spec section 3, Address. `source` tells BCE-imported data (not editable by users) from manual data. */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  typeAdresse: integer('type_adresse').notNull(),
  nom: text('nom'),
  rue: text('rue').notNull(),
  numero: text('numero').notNull(),
  boite: text('boite'),
  codePostal: text('code_postal').notNull(),
  localite: text('localite').notNull(),
  pays: text('pays').notNull().default('BE'),
  source: text('source').notNull().default('manuelle'),
});
