import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, xContacts } from '../../db/schema/index';
import type { RecordedAuthor } from '../../../machines/dossierStatus.authors';
import { heldDroitsColumn } from '../auth/identity';

/** The authors of the rows read: their names, every right they hold, and their active links (validated or not: the rules count only validated ones). */
export async function loadAuthors(db: Db, ids: number[]): Promise<Map<number, RecordedAuthor>> {
  if (ids.length === 0) return new Map();
  const people = await db.select({ id: contacts.id, prenom: contacts.prenom, nom: contacts.nom, droits: heldDroitsColumn }).from(contacts).where(inArray(contacts.id, ids));
  const links = await db
    .select({ contactId: xContacts.contactId, id: xContacts.organisationId, type_contact_id: xContacts.typeContactId, validation_status: xContacts.validationStatus })
    .from(xContacts)
    .where(and(inArray(xContacts.contactId, ids), eq(xContacts.actif, true)));
  return new Map(
    people.map((p) => [
      p.id,
      { contactId: p.id, name: `${p.prenom} ${p.nom}`, droits: p.droits, linkedOrganisations: links.filter((l) => l.contactId === p.id) },
    ]),
  );
}

/** An author the contacts no longer hold: no right, no link, so any event they sent is reported. */
export const unknownAuthor = (contactId: number): RecordedAuthor => ({ contactId, name: 'contact inconnu', droits: [], linkedOrganisations: [] });
