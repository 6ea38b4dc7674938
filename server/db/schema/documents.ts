import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { dossiers } from './dossiers';
import { organisations } from './organisations';
import { demandesLabellisation } from './labellisation';

/** Spec section 3, Document. The file lives under the data folder as `storageName`. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id').references(() => dossiers.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** A labellisation request's document: of its completion, or of an answer to a DRC. */
    demandeLabellisationId: integer('demande_labellisation_id').references(() => demandesLabellisation.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    typeDocumentId: integer('type_document_id').notNull(),
    mime: text('mime').notNull(),
    taille: bigint('taille', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageName: text('storage_name').notNull().unique(),
    statut: integer('statut').notNull(),
    /** Who set the status and when (spec section 2: every document shows them); null for the platform itself. */
    statutPar: integer('statut_par').references(() => contacts.id),
    statutLe: timestamp('statut_le', { withTimezone: true }),
    /** Why a manager refused it (or what it noted when verifying it). */
    statutCommentaire: text('statut_commentaire'),
    signeElectroniquement: boolean('signe_electroniquement').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => contacts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_dossier_idx').on(t.dossierId), index('documents_demande_labellisation_idx').on(t.demandeLabellisationId)],
);
