import { isDossierManagerDroitId } from '../../domain/droits';
import type { DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/**
 * Whose e-mails a caller reads in the history (spec section 2, Other; who sees what is not shown, our choice):
 * - everyone the messages sent to them;
 * - an Authority of an organisation (who manages its contacts: MANAGE_CONTACT_LINKS) also the messages about
 *   that organisation sent to the contacts it has validated there (a validated, active link, as the contacts an
 *   Authority may edit, machines/access/contactAccess.ts). Each message names the organisation it is about, so
 *   a contact of two organisations keeps each one's messages from the other; a message about the account alone
 *   names none, and a contact who only asks to join, or was refused, keeps its messages to itself;
 * - a manager every message.
 * A message's personal link (sign-up, account validation, password reset) opens its recipient's account: only
 * the recipient reads it (see `readsPersonalLinks`); anyone else sees the message with that link masked.
 */
export type EmailScope = { kind: 'all' } | { kind: 'organisation'; organisationId: number } | { kind: 'own'; contactId: number };

/** The screen's choice "e-mails of <organisation>" and the server's filter ask the same rule. */
export function mayReadOrganisationEmails(caller: DossierCaller, organisationId: number): boolean {
  return mayActInOrganisation(caller, organisationId, 'MANAGE_CONTACT_LINKS');
}

/** The list's scope: one's own (every one for a manager), or an organisation's; null: not the caller's to read. */
export function emailScope(caller: DossierCaller, organisationId?: number): EmailScope | null {
  if (organisationId !== undefined) return mayReadOrganisationEmails(caller, organisationId) ? { kind: 'organisation', organisationId } : null;
  return ownScope(caller);
}

function ownScope(caller: DossierCaller): EmailScope {
  return isDossierManagerDroitId(caller.droitId) ? { kind: 'all' } : { kind: 'own', contactId: caller.contactId };
}

/** Every scope a message the caller opens may lie in: its own (or all), and each organisation it reads. */
export function readableEmailScopes(caller: DossierCaller): EmailScope[] {
  const organisations = [...new Set(caller.linkedOrganisations.map((l) => l.id))].filter((id) => mayReadOrganisationEmails(caller, id));
  return [ownScope(caller), ...organisations.map((organisationId): EmailScope => ({ kind: 'organisation', organisationId }))];
}

/** Only a message's recipient reads the personal links it carries. */
export function readsPersonalLinks(caller: DossierCaller, message: { contactId: number | null }): boolean {
  return message.contactId === caller.contactId;
}
