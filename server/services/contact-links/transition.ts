import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactLinkHistory, xContacts } from '../../db/schema/index';
import { conflict, invalidTransition } from '../../../domain/errors';
import { isEtatLienId } from '../../../domain/link-validation';
import { nextStoredLink, type StoredLink } from '../../../machines/contactLink.state';
import type { ContactLinkEvent } from '../../../machines/contactLink.types';
import type { ContactLinkRow } from '../../db/rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns of a link that are not its state: who, where, as what, and the details of that organisation. */
export interface LinkValues {
  contactId: number;
  organisationId: number;
  typeOrganisationId: number;
  typeContactId: number;
  fonction?: string | null;
  telephone?: string | null;
  email?: string | null;
}

export interface LinkEventInput {
  /** The link as read and locked in this transaction (any row of the contact, organisation and type), or null for none. */
  link: ContactLinkRow | null;
  /** A new link's columns; the details given also replace those of a link given life again. */
  values: LinkValues;
  event: ContactLinkEvent;
  /** Who sent the event. */
  by: number;
  reason?: string | null;
  at?: Date;
  /** What a refusal by the machine says (409 InvalidTransition). */
  refusal: string;
}

/** The row of the contact, organisation and type, active or not, locked: one row is the same link's whole life. */
export async function lockedLinkOf(tx: Tx, { contactId, organisationId, typeContactId }: Pick<LinkValues, 'contactId' | 'organisationId' | 'typeContactId'>) {
  const [link] = await tx
    .select()
    .from(xContacts)
    .where(and(eq(xContacts.contactId, contactId), eq(xContacts.organisationId, organisationId), eq(xContacts.typeContactId, typeContactId)))
    .for('update');
  return link ?? null;
}

/**
 * Applies a link event through the contact-link machine, in the caller's transaction: restores the stored link's
 * state (none, active with its status, or deleted), refuses what the machine does not accept (409
 * InvalidTransition), writes the state it reaches (a new row, or the same row at its version) and a history row.
 */
export async function applyLinkEvent(tx: Tx, input: LinkEventInput): Promise<ContactLinkRow> {
  const { link, values, event } = input;
  const before: StoredLink | null = link && isEtatLienId(link.validationStatus) ? { actif: link.actif, validationStatus: link.validationStatus } : null;
  if (link && !before) throw new Error(`Link ${link.id}: unknown status ${link.validationStatus}`);
  const after = nextStoredLink(before, event);
  if (!after) throw invalidTransition(input.refusal);
  const details = Object.fromEntries(Object.entries({ fonction: values.fonction, telephone: values.telephone, email: values.email }).filter(([, v]) => v !== undefined));
  const [saved] = link
    ? await tx
        .update(xContacts)
        .set({ ...details, validationStatus: after.validationStatus, actif: after.actif, version: link.version + 1 })
        .where(and(eq(xContacts.id, link.id), eq(xContacts.version, link.version)))
        .returning()
    : await tx
        .insert(xContacts)
        .values({ ...values, validationStatus: after.validationStatus, actif: after.actif })
        .onConflictDoNothing()
        .returning();
  // Another transaction changed or created the link first.
  if (!saved) throw conflict();
  await tx.insert(contactLinkHistory).values({
    linkId: saved.id,
    contactId: saved.contactId,
    organisationId: saved.organisationId,
    decidedBy: input.by,
    at: input.at ?? new Date(),
    // A new link has no "from" status: the history keeps the created status as both.
    fromStatus: before?.validationStatus ?? after.validationStatus,
    toStatus: after.validationStatus,
    event: event.type,
    reason: input.reason || null,
  });
  return saved;
}
