import { and, asc, count, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CONTACT_NATIONALITY, CONTACT_SEARCH_TEXT, contacts } from '../../db/schema/index';
import { BELGIQUE } from '../../../domain/countries';
import type { ContactListFilter } from '../../../domain/schemas/contacts';
import { containing } from '../../db/like';

/**
 * Whose contacts a caller lists (machines/access/contactAccess.ts, mayViewContact): a manager all of them;
 * anyone else themselves and the contacts linked to the organisations where they may see linked contacts.
 */
export type ContactScope = { kind: 'all' } | { kind: 'linked'; contactId: number; organisationIds: number[] };

/**
 * The contact has an active link with one of these organisations (read from the x_contacts organisation
 * index). Drizzle leaves the columns of a one-table query unqualified, so the subqueries name theirs.
 */
function linkedTo(organisationIds: number[]): SQL {
  const ids = sql.join(organisationIds.map((id) => sql`${id}`), sql`, `);
  return sql`exists (select 1 from x_contacts xl where xl.contact_id = "contacts"."id" and xl.actif and xl.organisation_id in (${ids}))`;
}

/** Written as ranges of the nationality index: PostgreSQL reads `<>` from no index, `<` and `>` from a btree. */
const BELGE = sql`${CONTACT_NATIONALITY} = ${BELGIQUE}`;
const ETRANGER = sql`(${CONTACT_NATIONALITY} < ${BELGIQUE} or ${CONTACT_NATIONALITY} > ${BELGIQUE})`;

/** The contacts of the caller's scope the filters select: the list's, and its export's. */
export function contactListConditions(scope: ContactScope, filter: Pick<ContactListFilter, 'origine' | 'recherche' | 'organisationId'>): SQL | undefined {
  return and(
    scope.kind === 'all' ? undefined : or(eq(contacts.id, scope.contactId), scope.organisationIds.length ? linkedTo(scope.organisationIds) : undefined),
    filter.origine === 'belges' ? BELGE : undefined,
    filter.origine === 'etrangers' ? ETRANGER : undefined,
    // The searched text is stored lowercased.
    filter.recherche ? sql`${CONTACT_SEARCH_TEXT} like ${containing(filter.recherche.toLowerCase())}` : undefined,
    filter.organisationId ? linkedTo([filter.organisationId]) : undefined,
  );
}

/** The sort, written as the contacts schema's indexes are, so a page is read from an index in order; ties by id. */
function ordering({ field, direction }: ContactListFilter['sort']): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const lower = (column: SQLWrapper) => by(sql`lower(${column})`);
  switch (field) {
    case 'nom':
      return [lower(contacts.nom), lower(contacts.prenom), by(contacts.id)];
    case 'prenom':
      return [lower(contacts.prenom), lower(contacts.nom), by(contacts.id)];
    // Unique (lower-cased) already: no tie to break.
    case 'email':
      return [lower(contacts.email)];
    case 'nomUtilisateur':
      return [lower(contacts.nomUtilisateur)];
    case 'createdAt':
      return [by(contacts.createdAt), by(contacts.id)];
  }
}

/** The names of the organisations a contact is linked to, in name order. */
export const ORGANISATION_NAMES = sql<string[]>`coalesce((select array_agg(distinct o.nom_long) from x_contacts xo join organisations o on o.id = xo.organisation_id where xo.contact_id = "contacts"."id" and xo.actif), '{}')`;

/** The two queries behind one page of POST /contacts: the page and the count. The plan test explains both. */
export function contactListQueries(db: Db, scope: ContactScope, filter: ContactListFilter) {
  const where = contactListConditions(scope, filter);
  const page = db
    .select({
      id: contacts.id,
      Prenom: contacts.prenom,
      Nom: contacts.nom,
      Email: contacts.email,
      NomUtilisateur: contacts.nomUtilisateur,
      Nationalite: contacts.nationalite,
      organisations: ORGANISATION_NAMES,
    })
    .from(contacts)
    .where(where)
    .orderBy(...ordering(filter.sort))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const total = db.select({ total: count() }).from(contacts).where(where);
  return { page, total };
}
