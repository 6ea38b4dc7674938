import { and, asc, count, desc, eq, inArray, not, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { avisLabellisation, competences, contacts, demandeCompetences, demandeLabellisationHistory, demandesLabellisation, documents, labels, organisations, thematiques, typesDocument } from '../../db/schema/index';
import { forbidden, notFound } from '../../../domain/errors';
import { StatutDemandeLabellisation, TypeDemandeLabellisation, type StatutDemandeLabellisationId } from '../../../domain/labellisation';
import { TypeOrganisation } from '../../../domain/organisation-types';
import type { DemandeListFilter, FamilleDemande } from '../../../domain/schemas/labellisation';
import type { DemandeDetail, DemandeItem, DemandePage, LabellisationDashboard, ProviderLabellisation } from '../../../domain/wire/labellisation';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { mayActOnCompetences } from '../../../machines/access/competenceAccess';
import { completionVerdict } from '../../../machines/access/labellisationCompletion';
import { decidesLabellisation, demandeActions, givesOpinions, mayActForProvider, mayViewDemande } from '../../../machines/access/labellisationAccess';
import { avisToWire, demandeHistoryToWire, demandeToWire, labelToWire } from './demande-items';
import { demandeDocuments } from './documents';
import type { DemandeRow } from './demande-row';

/** The requests a provider still has in hand or under examination. */
export const IN_PROGRESS: readonly StatutDemandeLabellisationId[] = [StatutDemandeLabellisation.EN_INTRODUCTION, StatutDemandeLabellisation.EN_EXAMEN, StatutDemandeLabellisation.EN_DRC];

const DASHBOARD_REQUESTS = 5;

/** A provider organisation of the platform, or 404. */
export async function findProvider(db: Db, organisationId: number) {
  const [organisation] = await db
    .select({ id: organisations.id, nom: organisations.nomLong })
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), eq(organisations.typeOrganisationId, TypeOrganisation.PRESTATAIRE)));
  if (!organisation) throw notFound();
  return organisation;
}

/** The codes of the request's documents' types, which its completion rule reads. */
export const documentTypeCodes = sql<string[]>`coalesce((select json_agg(${typesDocument.code}) from ${documents} join ${typesDocument} on ${typesDocument.id} = ${documents.typeDocumentId} where ${documents.demandeLabellisationId} = ${demandesLabellisation.id}), '[]'::json)`;

const expert = alias(contacts, 'expert');

/** The competences a request asks for, by name, in the same query (a list page and an export batch alike). */
const askedCompetences = sql<DemandeItem['competences']>`coalesce((select json_agg(json_build_object('id', ${competences.id}, 'code', ${competences.code}, 'libelle', ${competences.libelle}) order by ${competences.libelle}) from ${demandeCompetences} join ${competences} on ${competences.id} = ${demandeCompetences.competenceId} where ${demandeCompetences.demandeId} = ${demandesLabellisation.id}), '[]'::json)`;

/** Requests with their provider's name, their thematic, for a competence validation its expert and competences, and its documents' types: what a list row shows, and what an export writes. */
export const demandeQuery = (db: Db) =>
  db
    .select({
      id: demandesLabellisation.id,
      demande: demandesLabellisation,
      organisation: { id: organisations.id, nom: organisations.nomLong },
      thematique: thematiques,
      expert: { id: expert.id, prenom: expert.prenom, nom: expert.nom },
      competences: askedCompetences,
      documentTypes: documentTypeCodes,
    })
    .from(demandesLabellisation)
    .innerJoin(organisations, eq(organisations.id, demandesLabellisation.organisationId))
    .leftJoin(thematiques, eq(thematiques.id, demandesLabellisation.thematiqueId))
    .leftJoin(expert, eq(expert.id, demandesLabellisation.expertId));

export const toDemandeItem = (row: Awaited<ReturnType<typeof demandeQuery>>[number]) =>
  demandeToWire(row.demande, row.organisation, row.thematique, { expert: row.expert, competences: row.competences, documentTypes: row.documentTypes });

/** Requests in the order and page asked. */
async function demandeItems(db: Db, where: SQL | undefined, filter: Pick<DemandeListFilter, 'sort'> & { limit: number; offset: number }) {
  const rows = await demandeQuery(db)
    .where(where)
    .orderBy(filter.sort === 'asc' ? asc(demandesLabellisation.id) : desc(demandesLabellisation.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toDemandeItem);
}

/** One request as a list row shows it (what a creation answers). */
export async function demandeItem(db: Db, demandeId: number): Promise<DemandeItem> {
  const [item] = await demandeItems(db, eq(demandesLabellisation.id, demandeId), { sort: 'desc', limit: 1, offset: 0 });
  if (!item) throw notFound();
  return item;
}

/** A page of the requests `where` selects, with their count. */
export async function demandePage(db: Db, where: SQL | undefined, filter: DemandeListFilter): Promise<DemandePage> {
  const [items, [total]] = await Promise.all([
    demandeItems(db, where, { sort: filter.sort, limit: filter.perPage, offset: (filter.page - 1) * filter.perPage }),
    db.select({ n: count() }).from(demandesLabellisation).where(where),
  ]);
  return { items, total: total!.n, page: filter.page, perPage: filter.perPage };
}

// The filter's statuses are checked by its schema (DemandeListFilter).
export const inStatuts = (statuts: readonly number[] | undefined) => (statuts?.length ? inArray(demandesLabellisation.statut, statuts as StatutDemandeLabellisationId[]) : undefined);

/** The requests of a family: the recognitions (types 1-3) or the expert competence validations (type 4); all when none is named. */
export function inFamille(famille: FamilleDemande | undefined) {
  if (famille === undefined) return undefined;
  const competence = eq(demandesLabellisation.type, TypeDemandeLabellisation.VALIDATION_COMPETENCE);
  return famille === 'competences' ? competence : not(competence);
}

/**
 * The provider's requests the filter selects (its recognitions unless it names the competence validations), for a
 * caller whose contact type may list that family (its list and its export).
 */
export async function providerDemandeConditions(db: Db, caller: DossierCaller, organisationId: number, filter: Pick<DemandeListFilter, 'statut' | 'famille'>) {
  await findProvider(db, organisationId);
  const famille = filter.famille ?? 'reconnaissances';
  const mayList = famille === 'competences' ? mayActOnCompetences(caller, organisationId, 'list') : mayActForProvider(caller, organisationId, 'list');
  if (!mayList) throw forbidden();
  return and(eq(demandesLabellisation.organisationId, organisationId), inFamille(famille), inStatuts(filter.statut));
}

/** The provider's requests (its recognitions screen). */
export async function listProviderDemandes(db: Db, caller: DossierCaller, organisationId: number, filter: DemandeListFilter): Promise<DemandePage> {
  return demandePage(db, await providerDemandeConditions(db, caller, organisationId, filter), filter);
}

/** The opinion the contact gave on the request of the outer query. */
const opinionOf = (contactId: number) =>
  sql`(select 1 from ${avisLabellisation} where ${avisLabellisation.demandeId} = ${demandesLabellisation.id} and ${avisLabellisation.contactId} = ${contactId})`;

/** What waits for a centre (requests in examination it gave no opinion on) or for the administration (in examination or in DRC). */
function deskConditions(caller: DossierCaller): SQL | undefined {
  if (givesOpinions(caller)) return and(eq(demandesLabellisation.statut, StatutDemandeLabellisation.EN_EXAMEN), notExists(opinionOf(caller.contactId)));
  if (decidesLabellisation(caller)) return inStatuts([StatutDemandeLabellisation.EN_EXAMEN, StatutDemandeLabellisation.EN_DRC]);
  throw forbidden();
}

/** What the desk's filter selects among the requests waiting for the caller (its list and its export). */
export const deskFilterConditions = (caller: DossierCaller, filter: Pick<DemandeListFilter, 'statut' | 'famille'>) =>
  and(deskConditions(caller), inFamille(filter.famille), inStatuts(filter.statut));

/** The desk of a centre or of the administration: the requests waiting for them. */
export async function listDesk(db: Db, caller: DossierCaller, filter: DemandeListFilter): Promise<DemandePage> {
  return demandePage(db, deskFilterConditions(caller, filter), filter);
}

/** A request as its screen shows it: its data, completion, documents, history, the centres' opinions and what the caller may do now. */
export async function demandeDetail(db: Db, caller: DossierCaller, demande: DemandeRow): Promise<DemandeDetail> {
  if (!mayViewDemande(caller, demande)) throw forbidden();
  const [[item], history, avis, documentItems, [assigne]] = await Promise.all([
    demandeItems(db, eq(demandesLabellisation.id, demande.id), { sort: 'desc', limit: 1, offset: 0 }),
    db
      .select({ row: demandeLabellisationHistory, author: { id: contacts.id, prenom: contacts.prenom, nom: contacts.nom } })
      .from(demandeLabellisationHistory)
      .leftJoin(contacts, eq(contacts.id, demandeLabellisationHistory.contactId))
      .where(eq(demandeLabellisationHistory.demandeId, demande.id))
      .orderBy(asc(demandeLabellisationHistory.id)),
    db
      .select({ row: avisLabellisation, author: { id: contacts.id, prenom: contacts.prenom, nom: contacts.nom } })
      .from(avisLabellisation)
      .innerJoin(contacts, eq(contacts.id, avisLabellisation.contactId))
      .where(eq(avisLabellisation.demandeId, demande.id))
      .orderBy(asc(avisLabellisation.id)),
    demandeDocuments(db, caller, demande),
    demande.contactAssigneId === null ? [] : db.select({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom }).from(contacts).where(eq(contacts.id, demande.contactAssigneId)),
  ]);
  const avisDonne = avis.some((a) => a.row.contactId === caller.contactId);
  return {
    ...item!,
    commentaire: demande.commentaire,
    references: demande.references,
    contactAssigne: assigne ?? null,
    documents: documentItems,
    peutCompleter: completionVerdict(caller, demande) === 'allowed',
    historique: history.map((h) => demandeHistoryToWire(h.row, h.author)),
    avis: avis.map((a) => avisToWire(a.row, a.author)),
    actions: demandeActions(caller, { ...demande, avisDonne }),
  };
}

/** The provider summary: its labels, how many requests are in progress, and what the caller may do there. */
export async function providerSummary(db: Db, config: ServerConfig, caller: DossierCaller, organisationId: number): Promise<ProviderLabellisation> {
  const organisation = await findProvider(db, organisationId);
  if (!mayActForProvider(caller, organisationId, 'list')) throw forbidden();
  const [rows, [inProgress]] = await Promise.all([
    db.select({ label: labels, thematique: thematiques }).from(labels).leftJoin(thematiques, eq(thematiques.id, labels.thematiqueId)).where(eq(labels.organisationId, organisationId)).orderBy(asc(labels.type), asc(labels.id)),
    db.select({ n: count() }).from(demandesLabellisation).where(and(eq(demandesLabellisation.organisationId, organisationId), inStatuts(IN_PROGRESS))),
  ]);
  return {
    organisation,
    labels: rows.map((r) => labelToWire(r.label, r.thematique, config.labels.renewalWindowDays)),
    enCours: inProgress!.n,
    actions: {
      list: true,
      view: mayActForProvider(caller, organisationId, 'view'),
      create: mayActForProvider(caller, organisationId, 'create'),
      submit: mayActForProvider(caller, organisationId, 'submit'),
      competences: {
        list: mayActOnCompetences(caller, organisationId, 'list'),
        create: mayActOnCompetences(caller, organisationId, 'create'),
        submit: mayActOnCompetences(caller, organisationId, 'submit'),
      },
    },
  };
}

/** The labelling dashboard: each provider organisation whose requests the caller may list, or the desk's count. */
export async function labellisationDashboard(db: Db, config: ServerConfig, caller: DossierCaller): Promise<LabellisationDashboard> {
  if (givesOpinions(caller) || decidesLabellisation(caller)) {
    const [waiting] = await db.select({ n: count() }).from(demandesLabellisation).where(deskConditions(caller));
    return { prestataires: [], enAttente: waiting!.n };
  }
  const providerIds = [...new Set(caller.linkedOrganisations.map((l) => l.id))].filter((id) => mayActForProvider(caller, id, 'list'));
  const providers = await db.select({ id: organisations.id }).from(organisations).where(and(inArray(organisations.id, providerIds.length ? providerIds : [0]), eq(organisations.typeOrganisationId, TypeOrganisation.PRESTATAIRE)));
  const prestataires = await Promise.all(
    providers.map(async ({ id }) => ({
      ...(await providerSummary(db, config, caller, id)),
      demandesEnCours: await demandeItems(db, and(eq(demandesLabellisation.organisationId, id), inStatuts(IN_PROGRESS)), { sort: 'desc', limit: DASHBOARD_REQUESTS, offset: 0 }),
    })),
  );
  return { prestataires, enAttente: null };
}
