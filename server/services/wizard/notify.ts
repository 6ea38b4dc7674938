import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, outbox, xContacts } from '../../db/schema/index';
import { TypeContact } from '../../../domain/contact-types';
import { StatutValidationLien } from '../../../domain/link-validation';

/** An e-mail to each Authority of the organisation, at the address of its link (else its own), through the outbox. */
export async function mailOrganisationAuthorities(tx: Db, organisationId: number, { subject, body, at }: { subject: string; body: string; at: Date }) {
  const authorities = await tx
    .select({ contactId: contacts.id, linkEmail: xContacts.email, email: contacts.email })
    .from(xContacts)
    .innerJoin(contacts, eq(contacts.id, xContacts.contactId))
    .where(
      and(
        eq(xContacts.organisationId, organisationId),
        eq(xContacts.typeContactId, TypeContact.AUTORITE),
        eq(xContacts.validationStatus, StatutValidationLien.VALIDE),
        eq(xContacts.actif, true),
      ),
    );
  if (authorities.length === 0) return;
  await tx.insert(outbox).values(authorities.map((a) => ({ recipient: a.linkEmail ?? a.email, contactId: a.contactId, subject, body, createdAt: at })));
}
