import { sql } from 'drizzle-orm';
import type { StatutDossierId } from '../../../domain/dossier-status';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { addresses } from './addresses';
import { organisations } from './organisations';
import { competences } from './competences';
import { typesAide } from './catalogue';
import { demandesLabellisation } from './labellisation';
import type { StatutChequeExpertId } from '../../../domain/labellisation';
import { ownedBy, statusChangeColumns } from './columns';

export const amount = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * An expert's competence as the labelling side validated it: the "expert voucher" of spec section 3, with
 * its statuses 32 in analysis to 37 deleted. Only an eligible one (34) not past its last day is what the
 * dossier wizards offer: "the experts must hold all chosen competences".
 */
export const contactCompetences = pgTable(
  'contact_competences',
  {
    contactId: ownedBy('contact_id', () => contacts.id),
    competenceId: ownedBy('competence_id', () => competences.id),
    /** The provider that asked for it (the expert voucher recap is per organisation). */
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    statut: integer('statut').$type<StatutChequeExpertId>().notNull().default(34),
    /** The request that last changed it (its validation or renewal). */
    demandeId: integer('demande_id').references(() => demandesLabellisation.id, { onDelete: 'set null' }),
    accordeLe: date('accorde_le'),
    /** Its last eligible day; the scheduler expires it the day after, through its machine. */
    expireLe: date('expire_le'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.competenceId] }),
    index('contact_competences_organisation_idx').on(t.organisationId),
    index('contact_competences_expiry_idx').on(t.expireLe).where(sql`${t.statut} = 34`),
  ],
);

/** Every status change of an expert's competence, with who made it and its last day then. */
export const contactCompetenceHistory = pgTable(
  'contact_competence_history',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id').notNull(),
    competenceId: integer('competence_id').notNull(),
    auteurId: integer('auteur_id').references(() => contacts.id, { onDelete: 'set null' }),
    ...statusChangeColumns(),
    expireLe: date('expire_le'),
  },
  (t) => [index('contact_competence_history_idx').on(t.contactId, t.competenceId)],
);

/** Spec section 3, Dossier. `version` guards concurrent edits (optimistic locking). */
export const dossiers = pgTable(
  'dossiers',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    numeroInterne: text('numero_interne'),
    plateformeId: integer('plateforme_id').notNull(),
    statutDossierId: integer('statut_dossier_id').notNull(),
    etapeEncodage: integer('etape_encodage').notNull(),
    typeAideId: integer('type_aide_id').references(() => typesAide.id),
    beneficiaireId: integer('beneficiaire_id').references(() => organisations.id),
    /**
     * The parties' names, copied from organisations by database triggers (migration dossier_list_indexes):
     * the list sorts on them through an index, which a name read through a join cannot offer.
     */
    beneficiaireNom: text('beneficiaire_nom'),
    prestataireNom: text('prestataire_nom'),
    uniteEtablissementId: integer('unite_etablissement_id').references(() => addresses.id),
    prestataireId: integer('prestataire_id').references(() => organisations.id),
    gestionnaireId: integer('gestionnaire_id').references(() => contacts.id),
    /** The administration's own step on the dossier (spec section 3, Workflow steps; machines/managerWorkflow.machine.ts). */
    etapeWorkflow: integer('etape_workflow').notNull().default(60),
    titre: text('titre'),
    objectifGeneral: text('objectif_general'),
    valeurAjoutee: text('valeur_ajoutee'),
    dateDebutEstimee: date('date_debut_estimee'),
    dateFinEstimee: date('date_fin_estimee'),
    planning: text('planning'),
    nombreJours: numeric('nombre_jours', { precision: 6, scale: 1, mode: 'number' }),
    sousTraitants: jsonb('sous_traitants').$type<Array<{ organisationId?: number; nom: string }>>().notNull().default([]),
    montantTotal: amount('montant_total'),
    montantCheque: amount('montant_cheque'),
    quotePartBeneficiaire: amount('quote_part_beneficiaire'),
    interventionPublique: amount('intervention_publique'),
    taux: numeric('taux', { precision: 5, scale: 2, mode: 'number' }),
    dossierPrealableId: integer('dossier_prealable_id'),
    /** Documents of the prerequisite dossier that justify it (configure-specificites). */
    justificatifDocumentIds: integer('justificatif_document_ids').array().notNull().default([]),
    codesNaceSupplementaires: text('codes_nace_supplementaires').array().notNull().default([]),
    /** The last working day of the legal deadline running in the dossier's state (server/services/calendar/legal-deadlines.ts); null when none runs. */
    dateEcheance: date('date_echeance'),
    /** The days whoever must act before `dateEcheance` is told by e-mail (DEADLINE_ALERT_DAYS); empty when none is due. */
    datesAlerte: date('dates_alerte').array().notNull().default([]),
    /** When the beneficiary share was paid (status 3 to 6) and refunded (a performance cancellation). */
    quotePartPayeeLe: timestamp('quote_part_payee_le', { withTimezone: true }),
    quotePartRembourseeLe: timestamp('quote_part_remboursee_le', { withTimezone: true }),
    /**
     * When the service report reached the beneficiary: the sub-state of status 6 that the spec gives no
     * status id, and the start of the countdown to the automatic rejection.
     */
    rapportSoumisLe: timestamp('rapport_soumis_le', { withTimezone: true }),
    /** Created on the older platform: read-only here. */
    anciennePlateforme: boolean('ancienne_plateforme').notNull().default(false),
    createdBy: integer('created_by').references(() => contacts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  // The list's indexes (server/services/dossiers/list-query.ts): each sort of each large scope reads an
  // index in order, so a page never sorts the whole scope. Missing deadlines and names go last both ways,
  // hence an index per direction for those. A beneficiary's scope is small: its sorts are done in memory.
  // Each also holds the platform after its unique key (the order is unchanged), and the default order's the
  // reference too: the list always filters on the platform, and a `reference` fragment common to many old
  // dossiers is then checked on the index alone as the walk goes, not on each row it passes.
  (t) => [
    index('dossiers_created_idx').on(t.createdAt, t.id, t.reference, t.plateformeId),
    index('dossiers_statut_idx').on(t.statutDossierId, t.createdAt, t.id, t.plateformeId),
    index('dossiers_echeance_asc_idx').on(t.dateEcheance.asc().nullsLast(), t.id, t.plateformeId),
    index('dossiers_echeance_desc_idx').on(t.dateEcheance.desc().nullsLast(), t.id.desc().nullsFirst(), t.plateformeId),
    index('dossiers_beneficiaire_nom_asc_idx').on(t.beneficiaireNom.asc().nullsLast(), t.id, t.plateformeId),
    index('dossiers_beneficiaire_nom_desc_idx').on(t.beneficiaireNom.desc().nullsLast(), t.id.desc().nullsFirst(), t.plateformeId),
    index('dossiers_prestataire_idx').on(t.prestataireId, t.createdAt, t.id, t.reference, t.plateformeId),
    index('dossiers_prestataire_reference_idx').on(t.prestataireId, t.reference, t.id, t.plateformeId),
    index('dossiers_prestataire_statut_idx').on(t.prestataireId, t.statutDossierId, t.createdAt, t.id, t.plateformeId),
    index('dossiers_prestataire_echeance_asc_idx').on(t.prestataireId, t.dateEcheance.asc().nullsLast(), t.id, t.plateformeId),
    index('dossiers_prestataire_echeance_desc_idx').on(t.prestataireId, t.dateEcheance.desc().nullsLast(), t.id.desc().nullsFirst(), t.plateformeId),
    index('dossiers_prestataire_nom_asc_idx').on(t.prestataireId, t.beneficiaireNom.asc().nullsLast(), t.id, t.plateformeId),
    index('dossiers_prestataire_nom_desc_idx').on(t.prestataireId, t.beneficiaireNom.desc().nullsLast(), t.id.desc().nullsFirst(), t.plateformeId),
    index('dossiers_beneficiaire_idx').on(t.beneficiaireId, t.createdAt, t.id),
    // The provider area's beneficiary list: does this beneficiary have a dossier with one of these providers?
    index('dossiers_beneficiaire_prestataire_idx').on(t.beneficiaireId, t.prestataireId),
    // `reference` contains: trigrams (pg_trgm, created by the migration) find a substring without a scan.
    index('dossiers_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    // The manager desk filters by a party's name the same way.
    index('dossiers_beneficiaire_nom_trgm_idx').using('gin', t.beneficiaireNom.op('gin_trgm_ops')),
    index('dossiers_prestataire_nom_trgm_idx').using('gin', t.prestataireNom.op('gin_trgm_ops')),
  ],
);

export const dossierCompetences = pgTable(
  'dossier_competences',
  {
    dossierId: ownedBy('dossier_id', () => dossiers.id),
    competenceId: integer('competence_id')
      .notNull()
      .references(() => competences.id),
    pourcentage: integer('pourcentage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dossierId, t.competenceId] })],
);

/** The dossier's contacts (x_contacts of the dossier), experts flagged. */
export const dossierContacts = pgTable(
  'dossier_contacts',
  {
    dossierId: ownedBy('dossier_id', () => dossiers.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    typeOrganisationId: integer('type_organisation_id').notNull(),
    typeContactId: integer('type_contact_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dossierId, t.contactId, t.typeOrganisationId, t.typeContactId] })],
);

/** Every state change of a dossier (DESIGN.md, Data). */
export const dossierHistory = pgTable(
  'dossier_history',
  {
    id: serial('id').primaryKey(),
    dossierId: ownedBy('dossier_id', () => dossiers.id),
    contactId: integer('contact_id').references(() => contacts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Written only through the dossier status machine (services/dossiers/transition.ts): always one of its statuses.
    fromStatut: integer('from_statut').$type<StatutDossierId>(),
    toStatut: integer('to_statut').$type<StatutDossierId>().notNull(),
    event: text('event').notNull(),
    justification: text('justification'),
  },
  (t) => [index('dossier_history_dossier_idx').on(t.dossierId)],
);
