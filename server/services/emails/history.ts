import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, xContacts } from '../../db/schema/index';
import { forbidden, notFound } from '../../../domain/errors';
import { dayStart } from '../dossiers/list-query';
import { maskPersonalLinks } from './personal-links';
import { StatutValidationLien } from '../../../domain/link-validation';
import type { EmailListFilter } from '../../../domain/schemas/emails';
import type { DossierCaller } from '../../../machines/access/dossierScope';
import { emailScope, readableEmailScopes, readsPersonalLinks, type EmailScope } from '../../../machines/access/emailHistoryAccess';
import { containing } from '../../db/like';
import type { EmailMessage, EmailSummary } from '../../../domain/wire/emails';

export const LIST_COLUMNS = {
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
      // The messages about the organisation sent to the contacts it validated, on an active link
      // (machines/access/emailHistoryAccess.ts): a contact of two organisations keeps each one's messages to it.
      const validated = db
        .select({ id: xContacts.contactId })
        .from(xContacts)
        .where(and(eq(xContacts.organisationId, scope.organisationId), eq(xContacts.actif, true), eq(xContacts.validationStatus, StatutValidationLien.VALIDE)));
      return and(eq(outbox.organisationId, scope.organisationId), inArray(outbox.contactId, validated));
    }
  }
}

function filterConditions(filter: Pick<EmailListFilter, 'recherche' | 'dateFrom' | 'dateTo'>): SQL | undefined {
  const text = filter.recherche ? containing(filter.recherche) : null;
  return and(
    text ? or(ilike(outbox.subject, text), ilike(outbox.recipient, text)) : undefined,
    // Days on the platform's clocks, both ends included, like the dossier list's period.
    filter.dateFrom ? sql`${outbox.createdAt} >= ${dayStart(sql`${filter.dateFrom}::date`)}` : undefined,
    filter.dateTo ? sql`${outbox.createdAt} < ${dayStart(sql`${filter.dateTo}::date + 1`)}` : undefined,
  );
}

/** The messages the caller may read in the history asked for (its own, or an organisation's) that the filters select; 403 for a history it may not read. */
export function emailListConditions(db: Db, caller: DossierCaller, filter: Pick<EmailListFilter, 'organisationId' | 'recherche' | 'dateFrom' | 'dateTo'>): SQL | undefined {
  const scope = emailScope(caller, filter.organisationId);
  if (!scope) throw forbidden();
  return and(scopeCondition(db, scope), filterConditions(filter));
}

/** POST /emails: a page of the messages the caller may read, newest first, filtered by the database. */
export async function listEmails(db: Db, caller: DossierCaller, filter: EmailListFilter) {
  const where = emailListConditions(db, caller, filter);
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
  return { items: items.map(summaryToWire), total, page: filter.page, perPage: filter.perPage };
}

type EmailSummaryRow = Omit<EmailSummary, 'createdAt' | 'sentAt'> & { createdAt: Date; sentAt: Date | null };

/** A message's dates as the API writes them. */
function summaryToWire({ id, createdAt, sentAt, subject, recipient, status }: EmailSummaryRow): EmailSummary {
  return { id, createdAt: createdAt.toISOString(), sentAt: sentAt?.toISOString() ?? null, subject, recipient, status };
}

/**
 * GET /emails/{id}: one message with its contents, if it lies in a scope the caller reads; 404 otherwise, like a
 * message that does not exist, so that ids cannot be probed. Its personal links are masked but for its recipient.
 */
export async function emailDetail(db: Db, caller: DossierCaller, id: number): Promise<EmailMessage> {
  const readable = or(...readableEmailScopes(caller).map((scope) => scopeCondition(db, scope) ?? sql`true`));
  const [message] = await db
    .select({ ...LIST_COLUMNS, body: outbox.body, contactId: outbox.contactId, error: outbox.error })
    .from(outbox)
    .where(and(eq(outbox.id, id), readable));
  if (!message) throw notFound();
  const { contactId, body, error } = message;
  return { ...summaryToWire(message), body: readsPersonalLinks(caller, { contactId }) ? body : maskPersonalLinks(body), error };
}
