import { isDossierManagerDroitId } from '../../domain/droits';
import type { DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/**
 * Whose e-mails a caller reads in the history (spec section 2, Other; who sees what is not shown): a manager
 * every message; an Authority of an organisation (who manages its contacts) the messages sent to the contacts
 * linked to it; anyone else the messages sent to them. Null: that organisation's are not the caller's to read.
 */
export type EmailScope = { kind: 'all' } | { kind: 'organisation'; organisationId: number } | { kind: 'own'; contactId: number };

export function emailScope(caller: DossierCaller, organisationId?: number): EmailScope | null {
  if (organisationId !== undefined) return mayActInOrganisation(caller, organisationId, 'MANAGE_CONTACT_LINKS') ? { kind: 'organisation', organisationId } : null;
  return isDossierManagerDroitId(caller.droitId) ? { kind: 'all' } : { kind: 'own', contactId: caller.contactId };
}
