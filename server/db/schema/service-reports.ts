import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { documents } from './documents';
import { amount, dossiers } from './dossiers';

/**
 * The service report of a dossier (spec section 3, Performance report), one per dossier, written from status
 * 6. `etape` is its saved step (EtapePrestation); the invoice and the activity report are the documents it
 * holds now: a replaced or invalidated one stays in `documents` with its status, and is no longer pointed at.
 */
export const rapportsPrestation = pgTable('rapports_prestation', {
  dossierId: integer('dossier_id')
    .primaryKey()
    .references(() => dossiers.id, { onDelete: 'cascade' }),
  etape: integer('etape').notNull(),
  dateDebut: date('date_debut'),
  dateFin: date('date_fin'),
  tachesLivrables: text('taches_livrables'),
  contexte: text('contexte'),
  typePrestation: text('type_prestation'),
  conclusion: text('conclusion'),
  motifAnnulation: text('motif_annulation'),
  numeroFacture: text('numero_facture'),
  montantFactureHtva: amount('montant_facture_htva'),
  dateFacture: date('date_facture'),
  factureDocumentId: integer('facture_document_id').references(() => documents.id, { onDelete: 'set null' }),
  rapportActiviteDocumentId: integer('rapport_activite_document_id').references(() => documents.id, { onDelete: 'set null' }),
  /** How the beneficiary's decision ended it: validated, refused or autoRejected (ReportDecision). */
  decision: text('decision'),
  updatedBy: integer('updated_by').references(() => contacts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
