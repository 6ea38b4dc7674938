import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactCompetenceHistory, contactCompetences, contactLinkHistory, demandeLabellisationHistory, demandesLabellisation, xContacts } from '../../db/schema/index';
import { STATUT_CHEQUE_EXPERT_LABELS, STATUT_DEMANDE_LABELLISATION_LABELS } from '../../../domain/labellisation';
import { STATUT_VALIDATION_LIEN_LABELS } from '../../../domain/link-validation';
import type { DemandeForCompletion } from '../../../machines/access/labellisationCompletion';
import { linkDeciderProblem } from '../../../machines/contactLink.authors';
import { contactLinkMachine } from '../../../machines/contactLink.machine';
import { INACTIVE_LINK_STATUS, STATE_BY_ETAT_LIEN } from '../../../machines/contactLink.state';
import type { ReplayProblem } from '../../../machines/dossierStatus.replay';
import { expertCompetenceMachine } from '../../../machines/expertCompetence.machine';
import { STATE_BY_STATUT_CHEQUE_EXPERT } from '../../../machines/expertCompetence.state';
import { demandeAuthorProblem } from '../../../machines/labellisationRequest.authors';
import { labellisationRequestMachine } from '../../../machines/labellisationRequest.machine';
import { STATE_BY_STATUT_DEMANDE } from '../../../machines/labellisationRequest.state';
import { replayStoredHistory, type StoredLifecycle, type StoredStatusChange } from '../../../machines/stored-status.replay';
import { loadAuthors, unknownAuthor } from './authors';

/** The lifecycles besides the dossier's whose history is stored, as the report names them. */
export type StoredLifecycleName = 'labellisationRequest' | 'contactLink' | 'expertCompetence';

/** One entity whose history its machine does not replay to its stored status (or whose decision came from someone without the right). */
export interface StoredAnomaly {
  lifecycle: StoredLifecycleName;
  /** The entity in French: « demande LAB-… », « lien 12 (contact 3, organisation 4) »… */
  entity: string;
  statut: number;
  problems: ReplayProblem[];
}

/** An entity read with its stored status and its key among the history rows. */
interface Entity {
  key: string;
  entity: string;
  statut: number;
  /** The organisation a decision is taken in (links only). */
  organisationId?: number;
  /** What the access rules read of a labellisation request. */
  demande?: DemandeForCompletion;
}

type Row = StoredStatusChange & { key: string; authorId: number | null };

/** How one lifecycle's entities and history rows are read, a page at a time. */
interface Source {
  name: StoredLifecycleName;
  lifecycle: StoredLifecycle;
  /** The page of entities after the last key read (null: from the start), in key order. */
  page(db: Db, after: Entity | null, limit: number): Promise<Entity[]>;
  rows(db: Db, entities: Entity[]): Promise<Row[]>;
  authorProblem?(row: Row, entity: Entity, author: Parameters<typeof linkDeciderProblem>[1]): string | null;
}

const PAGE = 500;

/** How many entities of each lifecycle were read, how many of them have no history row at all, and those in anomaly. */
export interface StoredAudit {
  read: Record<StoredLifecycleName, number>;
  unrecorded: Record<StoredLifecycleName, number>;
  anomalies: StoredAnomaly[];
}
const idAfter = (after: Entity | null) => (after === null ? 0 : Number(after.key));

const SOURCES: Source[] = [
  {
    name: 'labellisationRequest',
    lifecycle: { machine: labellisationRequestMachine, stateById: STATE_BY_STATUT_DEMANDE, labels: STATUT_DEMANDE_LABELLISATION_LABELS, noun: 'la demande' },
    page: async (db, after, limit) =>
      (
        await db
          .select({
            id: demandesLabellisation.id,
            reference: demandesLabellisation.reference,
            statut: demandesLabellisation.statut,
            organisationId: demandesLabellisation.organisationId,
            type: demandesLabellisation.type,
            contactAssigneId: demandesLabellisation.contactAssigneId,
          })
          .from(demandesLabellisation)
          .where(gt(demandesLabellisation.id, idAfter(after)))
          .orderBy(asc(demandesLabellisation.id))
          .limit(limit)
      ).map(({ id, reference, ...demande }) => ({ key: String(id), entity: `demande ${reference}`, statut: demande.statut, demande })),
    rows: async (db, entities) =>
      (
        await db
          .select({ id: demandeLabellisationHistory.demandeId, authorId: demandeLabellisationHistory.contactId, event: demandeLabellisationHistory.event, fromStatut: demandeLabellisationHistory.fromStatut, toStatut: demandeLabellisationHistory.toStatut })
          .from(demandeLabellisationHistory)
          .where(inArray(demandeLabellisationHistory.demandeId, entities.map((e) => Number(e.key))))
          .orderBy(asc(demandeLabellisationHistory.demandeId), asc(demandeLabellisationHistory.at), asc(demandeLabellisationHistory.id))
      ).map(({ id, ...row }) => ({ ...row, key: String(id) })),
    authorProblem: (row, entity, author) => demandeAuthorProblem(row.event, author, entity.demande!),
  },
  {
    name: 'contactLink',
    lifecycle: { machine: contactLinkMachine, stateById: STATE_BY_ETAT_LIEN, storedAs: INACTIVE_LINK_STATUS, labels: STATUT_VALIDATION_LIEN_LABELS, noun: 'le lien' },
    page: async (db, after, limit) =>
      (
        await db
          .select({ id: xContacts.id, contactId: xContacts.contactId, organisationId: xContacts.organisationId, statut: xContacts.validationStatus })
          .from(xContacts)
          .where(gt(xContacts.id, idAfter(after)))
          .orderBy(asc(xContacts.id))
          .limit(limit)
      ).map((l) => ({ key: String(l.id), entity: `lien ${l.id} (contact ${l.contactId}, organisation ${l.organisationId})`, statut: l.statut, organisationId: l.organisationId })),
    rows: async (db, entities) =>
      (
        await db
          .select({ id: contactLinkHistory.linkId, authorId: contactLinkHistory.decidedBy, event: contactLinkHistory.event, fromStatut: contactLinkHistory.fromStatus, toStatut: contactLinkHistory.toStatus })
          .from(contactLinkHistory)
          .where(inArray(contactLinkHistory.linkId, entities.map((e) => Number(e.key))))
          .orderBy(asc(contactLinkHistory.linkId), asc(contactLinkHistory.at), asc(contactLinkHistory.id))
      ).map(({ id, ...row }) => ({ ...row, key: String(id) })),
    authorProblem: (row, entity, author) => linkDeciderProblem(row.event, author, entity.organisationId!),
  },
  {
    name: 'expertCompetence',
    lifecycle: { machine: expertCompetenceMachine, stateById: STATE_BY_STATUT_CHEQUE_EXPERT, labels: STATUT_CHEQUE_EXPERT_LABELS, noun: 'la compétence' },
    page: async (db, after, limit) => {
      const [contactId, competenceId] = after === null ? [0, 0] : after.key.split('/').map(Number);
      const vouchers = await db
        .select({ contactId: contactCompetences.contactId, competenceId: contactCompetences.competenceId, statut: contactCompetences.statut })
        .from(contactCompetences)
        .where(sql`(${contactCompetences.contactId}, ${contactCompetences.competenceId}) > (${contactId}, ${competenceId})`)
        .orderBy(asc(contactCompetences.contactId), asc(contactCompetences.competenceId))
        .limit(limit);
      return vouchers.map((v) => ({ key: `${v.contactId}/${v.competenceId}`, entity: `compétence ${v.competenceId} de l'expert ${v.contactId}`, statut: v.statut }));
    },
    rows: async (db, entities) =>
      (
        await db
          .select({ contactId: contactCompetenceHistory.contactId, competenceId: contactCompetenceHistory.competenceId, authorId: contactCompetenceHistory.auteurId, event: contactCompetenceHistory.event, fromStatut: contactCompetenceHistory.fromStatut, toStatut: contactCompetenceHistory.toStatut })
          .from(contactCompetenceHistory)
          .where(inArray(contactCompetenceHistory.contactId, [...new Set(entities.map((e) => Number(e.key.split('/')[0])))]))
          .orderBy(asc(contactCompetenceHistory.contactId), asc(contactCompetenceHistory.competenceId), asc(contactCompetenceHistory.at), asc(contactCompetenceHistory.id))
      ).map(({ contactId, competenceId, ...row }) => ({ ...row, key: `${contactId}/${competenceId}` })),
  },
];

/**
 * Replays the stored history of every labellisation request, contact link and expert competence through its machine
 * (`npm run audit:replay`, besides the dossiers), a page of entities at a time, and checks the authors of the link
 * decisions (the machine's guard) and of the requests' actions (their access rules). An entity without any history row is counted apart, not replayed.
 */
export async function auditStoredHistories(db: Db): Promise<StoredAudit> {
  const read = { labellisationRequest: 0, contactLink: 0, expertCompetence: 0 };
  const unrecorded = { ...read };
  const anomalies: StoredAnomaly[] = [];
  for (const source of SOURCES) {
    for (let after: Entity | null = null; ; ) {
      const entities = await source.page(db, after, PAGE);
      if (entities.length === 0) break;
      const rows = await source.rows(db, entities);
      const byKey = new Map<string, Row[]>();
      for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
      const authors = source.authorProblem ? await loadAuthors(db, [...new Set(rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])))]) : new Map();
      for (const entity of entities) {
        const history = byKey.get(entity.key) ?? [];
        // Rows written without a history (the demo's links, what came before the history was kept) tell nothing to replay.
        if (history.length === 0) {
          unrecorded[source.name] += 1;
          continue;
        }
        const authorProblems = history.flatMap((row, index): ReplayProblem[] => {
          const author = row.authorId === null ? null : (authors.get(row.authorId) ?? unknownAuthor(row.authorId));
          const message = source.authorProblem?.(row, entity, author) ?? null;
          return message === null ? [] : [{ kind: 'author', row: index, message }];
        });
        const problems = [...replayStoredHistory(source.lifecycle, history, entity.statut), ...authorProblems].sort((a, b) => (a.row ?? Infinity) - (b.row ?? Infinity));
        if (problems.length > 0) anomalies.push({ lifecycle: source.name, entity: entity.entity, statut: entity.statut, problems });
      }
      read[source.name] += entities.length;
      after = entities.at(-1)!;
    }
  }
  return { read, unrecorded, anomalies };
}
