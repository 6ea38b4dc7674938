import type { ActionName } from '../../domain/permissions';
import type { DossierCaller } from './dossierScope';
import { mayActInOrganisation } from './organisationActions';

/**
 * The actions of the matrix a contact takes on its own profile (toggle the project-holder role, edit its own
 * profile, request or delete its own links: row A, R, E, I of spec section 6). They concern no organisation,
 * so the row is read as "holds, in at least one organisation, a validated link of a type the row allows"; and
 * they concern the caller alone, so another contact's profile is always refused.
 */
export function mayActOnOwnProfile(caller: DossierCaller, contactId: number, action: ActionName): boolean {
  if (caller.contactId !== contactId) return false;
  const organisationIds = new Set(caller.linkedOrganisations.map((link) => link.id));
  return [...organisationIds].some((organisationId) => mayActInOrganisation(caller, organisationId, action));
}
