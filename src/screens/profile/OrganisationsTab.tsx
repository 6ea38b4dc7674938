import { LinkStatusSection } from './LinkStatusSection';
import { WithMyIdentity } from './WithMyIdentity';

/** /profile/organisations: my links and their validation status, and a request to be linked to another organisation. */
export function OrganisationsTab() {
  return <WithMyIdentity>{({ linked_organisations }) => <LinkStatusSection links={linked_organisations} />}</WithMyIdentity>;
}
