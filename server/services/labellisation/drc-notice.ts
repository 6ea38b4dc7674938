import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, demandeLabellisationHistory } from '../../db/schema/index';
import { enqueueMails } from '../mail/enqueue';
import type { MailText } from '../mail/templates/mail-text';

/**
 * An e-mail to the administration's contact who last asked for information on the request (its latest OPEN_DRC), if any;
 * the message is about the requesting organisation.
 */
export async function mailDrcAsker(tx: Db, demande: { id: number; organisationId: number }, { subject, body }: MailText, at: Date) {
  const [asker] = await tx
    .select({ contactId: contacts.id, email: contacts.email })
    .from(demandeLabellisationHistory)
    .innerJoin(contacts, eq(contacts.id, demandeLabellisationHistory.contactId))
    .where(and(eq(demandeLabellisationHistory.demandeId, demande.id), eq(demandeLabellisationHistory.event, 'OPEN_DRC'), isNotNull(demandeLabellisationHistory.contactId)))
    .orderBy(desc(demandeLabellisationHistory.id))
    .limit(1);
  if (asker?.email) await enqueueMails(tx, 'DOSSIER', [{ recipient: asker.email, contactId: asker.contactId, organisationId: demande.organisationId, subject, body, createdAt: at }]);
}
