import { StatutValidationLien } from '../../domain/link-validation';
import { dossierSideOf, type DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/**
 * Who may see, edit and delete a contact. The spec names the screens (spec section 2, /contact) and the
 * matrix rows "edit own profile" and "view linked organisations" (section 6) but not who sees whose
 * contacts; our choice, what a user would expect:
 * - a manager sees, edits and deletes any contact (the platform's administration);
 * - anyone sees themselves, and the contacts linked (in any status: an Authority must see who asks to
 *   join) to an organisation where they hold a validated link of a type allowed to view linked contacts;
 * - a contact edits their own profile; an Authority of an organisation edits the contacts it has
 *   validated there (MANAGE_CONTACT_LINKS), never their password;
 * - only a manager deletes a contact: a contact without any link belongs to no organisation.
 * The server and the screens ask these, so they cannot disagree.
 */

/** The links a contact holds, as these rules read them. */
export interface ContactLinks {
  id: number;
  links: ReadonlyArray<{ organisationId: number; validationStatus: number }>;
}

export function isManager(caller: DossierCaller): boolean {
  return dossierSideOf(caller.droitId) === 'gestion';
}

export function mayViewContact(caller: DossierCaller, contact: ContactLinks): boolean {
  if (isManager(caller) || caller.contactId === contact.id) return true;
  return contact.links.some((link) => mayActInOrganisation(caller, link.organisationId, 'VIEW_LINKED_ORGANISATIONS'));
}

export function mayEditContact(caller: DossierCaller, contact: ContactLinks): boolean {
  if (isManager(caller) || caller.contactId === contact.id) return true;
  return contact.links.some(
    (link) => link.validationStatus === StatutValidationLien.VALIDE && mayActInOrganisation(caller, link.organisationId, 'MANAGE_CONTACT_LINKS'),
  );
}

/** A password is changed by its owner only. */
export function mayChangePassword(caller: DossierCaller, contact: { id: number }): boolean {
  return caller.contactId === contact.id;
}

export function mayDeleteContact(caller: DossierCaller): boolean {
  return isManager(caller);
}
