import { useOrganisation } from '../useOrganisation';
import { OrganisationAddressesTab } from './OrganisationAddressesTab';

/** The addresses tab of either area, on the route's organisation. */
export function AddressesTabRoute() {
  return <OrganisationAddressesTab organisation={useOrganisation()} />;
}
