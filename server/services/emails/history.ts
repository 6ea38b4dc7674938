import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, xContacts } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import type { EmailListFilter } from '../../../domain/schemas/emails';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { emailScope, type EmailScope } from '../../../machines/access/emailHistoryAccess';

const LIST_COLUMNS = {
  id: outbox.id,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  subject: outbox.subject,
  recipient: outbox.recipient,
  status: outbox.status,
};

function scopeCondition(db: Db, scope: EmailScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'own':
      return eq(outbox.contactId, scope.contactId);
    case 'organisation': {
      const linked = db.select({ id: xContacts.contactId }).from(xContacts).where(and(eq(xContacts.organisationId, scope.organisationId), eq(xContacts.actif, true)));
      return inArray(outbox.contactId, linked);
    }
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** POST /emails: a page of the messages the caller may read, newest first, filtered by the database. */
export async function listEmails(db: Db, caller: DossierCaller, filter: EmailListFilter) {
  const scope = emailScope(caller, filter.organisationId);
  if (!scope) throw forbidden();
  const text = filter.recherche ? `%${escapeLike(filter.recherche)}%` : null;
  const where = and(scopeCondition(db, scope), text ? or(ilike(outbox.subject, text), ilike(outbox.recipient, text)) : undefined);
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { items, total, page: filter.page, perPage: filter.perPage };
}

/**
 * GET /emails/{id}: one message with its contents, if it is the caller's to read (its own, a manager's, or
 * sent to a contact of an organisation it is the Authority of); 404 otherwise, so ids cannot be probed.
 */
export async function emailDetail(db: Db, caller: DossierCaller, id: number) {
  const [message] = await db.select({ ...LIST_COLUMNS, body: outbox.body, contactId: outbox.contactId, error: outbox.error }).from(outbox).where(eq(outbox.id, id));
  if (!message) throw notFound();
  const scopes = [emailScope(caller), ...caller.linkedOrganisations.map((l) => emailScope(caller, l.id))];
  const readable = await Promise.all(
    scopes.map(async (scope) => scope !== null && (await db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.id, id), scopeCondition(db, scope)))).length > 0),
  );
  if (!readable.some(Boolean)) throw notFound();
  const { contactId: _contactId, ...shown } = message;
  return shown;
}
