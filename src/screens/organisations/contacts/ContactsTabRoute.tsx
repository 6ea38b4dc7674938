import { useOrganisation } from '../useOrganisation';
import { OrganisationContactsTab } from './OrganisationContactsTab';

/** The contacts tab of either area, on the route's organisation. */
export function ContactsTabRoute() {
  return <OrganisationContactsTab organisation={useOrganisation()} />;
}
