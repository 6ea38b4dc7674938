import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The themes a provider is recognised on; those of the restricted context need no system access (spec section 4). */
export const thematiques = pgTable('thematiques', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  libelle: text('libelle').notNull(),
  contexteRestreint: boolean('contexte_restreint').notNull().default(false),
});

/**
 * Competences a provider's experts hold and a dossier uses (with a percentage of use). Each belongs to a
 * thematic: a provider asks to have an expert's competence validated only while it holds a valid
 * recognition on that thematic (spec section 4).
 */
export const competences = pgTable('competences', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  libelle: text('libelle').notNull(),
  plateformeId: integer('plateforme_id').notNull(),
  thematiqueId: integer('thematique_id').references(() => thematiques.id),
});
