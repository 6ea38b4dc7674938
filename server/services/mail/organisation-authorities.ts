import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, xContacts } from '../../db/schema/index';
import { TypeContact } from '../../../domain/contact-types';
import type { NotificationKind } from '../../../domain/notifications';
import { enqueueMails } from './enqueue';
import { liveLink } from '../../db/live-link';

/** An e-mail to each Authority of the organisation, at the address of its link (else its own), through the outbox. */
export async function mailOrganisationAuthorities(tx: Db, organisationId: number, { kind, subject, body, at }: { kind: NotificationKind; subject: string; body: string; at: Date }) {
  const authorities = await tx
    .select({ contactId: contacts.id, linkEmail: xContacts.email, email: contacts.email })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(
      and(
        eq(xContacts.organisationId, organisationId),
        eq(xContacts.typeContactId, TypeContact.AUTORITE),
        liveLink,
      ),
    );
  await enqueueMails(tx, kind, authorities.map((a) => ({ recipient: a.linkEmail ?? a.email, contactId: a.contactId, organisationId, subject, body, createdAt: at })));
}
