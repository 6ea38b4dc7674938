import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, outbox, xContacts } from '../../db/schema/index';
import { TypeContact } from '../../../domain/contact-types';
import type { NotificationKind } from '../../../domain/notifications';
import { enqueueMails } from './enqueue';
import { liveLinkOf } from '../../db/live-link';

/**
 * An e-mail to each Authority of the organisation, at the address of its link (else its own), through the outbox.
 * With `onceWithinSeconds`, an Authority that was queued the very same e-mail that recently is not sent it again.
 */
export async function mailOrganisationAuthorities(
  tx: Db,
  organisationId: number,
  { kind, subject, body, at, onceWithinSeconds }: { kind: NotificationKind; subject: string; body: string; at: Date; onceWithinSeconds?: number },
) {
  const authorities = await tx
    .select({ contactId: contacts.id, linkEmail: xContacts.email, email: contacts.email })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(liveLinkOf({ organisationId }, [TypeContact.AUTORITE]));
  const mails = authorities.map((a) => ({ recipient: a.linkEmail ?? a.email, contactId: a.contactId, organisationId, subject, body, createdAt: at }));
  const since = onceWithinSeconds === undefined ? null : new Date(at.getTime() - onceWithinSeconds * 1000);
  const already = since && mails.length > 0
    ? new Set(
        (
          await tx
            .select({ recipient: outbox.recipient })
            .from(outbox)
            .where(and(inArray(outbox.recipient, mails.map((m) => m.recipient)), eq(outbox.subject, subject), eq(outbox.body, body), gt(outbox.createdAt, since)))
        ).map((row) => row.recipient),
      )
    : new Set<string>();
  await enqueueMails(tx, kind, mails.filter((mail) => !already.has(mail.recipient)));
}
