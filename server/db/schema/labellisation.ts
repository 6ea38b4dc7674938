import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AvisLabellisationId, DecisionLabellisationId, StatutDemandeLabellisationId, StatutLabellisationId, TypeDemandeLabellisationId, TypeRenouvellementId } from '../../../domain/labellisation';
import { contacts } from './contacts';
import { organisations } from './organisations';
import { competences, thematiques } from './competences';
import { ownedBy, statusChangeColumns } from './columns';

/**
 * A provider's label (spec section 3): what a validated request grants, on a thematic (a recognition, a
 * thematic access) or on the system as a whole (a system access), valid until its last day.
 */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    type: integer('type').$type<TypeDemandeLabellisationId>().notNull(),
    thematiqueId: integer('thematique_id').references(() => thematiques.id),
    statut: integer('statut').$type<StatutLabellisationId>().notNull(),
    accordeLe: date('accorde_le').notNull(),
    /** Its last valid day; the scheduler expires it the day after, through the label machine. */
    expireLe: date('expire_le').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('labels_organisation_idx').on(t.organisationId), index('labels_expiry_idx').on(t.expireLe).where(sql`${t.statut} <> 3`)],
);

/** Requests submitted together by a provider's Authority (spec section 4, submission groups). */
export const groupesSoumission = pgTable('groupes_soumission', {
  id: serial('id').primaryKey(),
  organisationId: ownedBy('organisation_id', () => organisations.id),
  soumisPar: integer('soumis_par').references(() => contacts.id, { onDelete: 'set null' }),
  soumisLe: timestamp('soumis_le', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec section 3, Labellisation request: reference, type, thematic, submission date, treatment date, comment. */
export const demandesLabellisation = pgTable(
  'demandes_labellisation',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    type: integer('type').$type<TypeDemandeLabellisationId>().notNull(),
    thematiqueId: integer('thematique_id').references(() => thematiques.id),
    statut: integer('statut').$type<StatutDemandeLabellisationId>().notNull(),
    /** How its examination ended, once it has (validated, refused, closed without follow-up). */
    decision: integer('decision').$type<DecisionLabellisationId>(),
    /** A renewal's kind, and the label it renews. */
    typeRenouvellement: integer('type_renouvellement').$type<TypeRenouvellementId>(),
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    /** The provider's presentation of its request. */
    commentaire: text('commentaire'),
    /** Specific data of the completion wizard: the references (missions, clients) that back the request. */
    references: text('references'),
    /** The contact who completes it and answers the administration's questions (spec section 6: only they may answer a DRC). */
    contactAssigneId: integer('contact_assigne_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** An expert competence validation: the expert whose competences are asked for (the competences in demande_competences). */
    expertId: integer('expert_id').references(() => contacts.id, { onDelete: 'cascade' }),
    groupeId: integer('groupe_id').references(() => groupesSoumission.id, { onDelete: 'set null' }),
    soumiseLe: timestamp('soumise_le', { withTimezone: true }),
    traiteeLe: timestamp('traitee_le', { withTimezone: true }),
    creePar: integer('cree_par').references(() => contacts.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demandes_labellisation_organisation_idx').on(t.organisationId, t.id),
    index('demandes_labellisation_statut_idx').on(t.statut, t.id),
    index('demandes_labellisation_expert_idx').on(t.expertId, t.id),
  ],
);

/** Every status change of a request, with who made it and the text that came with it. */
export const demandeLabellisationHistory = pgTable(
  'demande_labellisation_history',
  {
    id: serial('id').primaryKey(),
    demandeId: ownedBy('demande_id', () => demandesLabellisation.id),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    ...statusChangeColumns(),
  },
  (t) => [index('demande_labellisation_history_demande_idx').on(t.demandeId)],
);

/** The opinion of a reference centre (droit 7) or an advice centre (droit 8) on a request in examination; one per centre contact. */
export const avisLabellisation = pgTable(
  'avis_labellisation',
  {
    id: serial('id').primaryKey(),
    demandeId: ownedBy('demande_id', () => demandesLabellisation.id),
    contactId: ownedBy('contact_id', () => contacts.id),
    droitId: integer('droit_id').notNull(),
    avis: integer('avis').$type<AvisLabellisationId>().notNull(),
    commentaire: text('commentaire').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('avis_labellisation_demande_contact_idx').on(t.demandeId, t.contactId)],
);

/** Every status change of a label (granted, renewed, suspended, reinstated, expired). */
export const labelHistory = pgTable(
  'label_history',
  {
    id: serial('id').primaryKey(),
    labelId: ownedBy('label_id', () => labels.id),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    ...statusChangeColumns(),
    expireLe: date('expire_le').notNull(),
  },
  (t) => [index('label_history_label_idx').on(t.labelId)],
);

/** The competences an expert competence validation asks for. */
export const demandeCompetences = pgTable(
  'demande_competences',
  {
    demandeId: ownedBy('demande_id', () => demandesLabellisation.id),
    competenceId: ownedBy('competence_id', () => competences.id),
  },
  (t) => [primaryKey({ columns: [t.demandeId, t.competenceId] })],
);
