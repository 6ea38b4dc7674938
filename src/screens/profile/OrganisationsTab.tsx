import { useMyIdentity } from '../../api/profile/my-identity';
import { LinkRequestForm } from './LinkRequestForm';
import { LinkStatusSection } from './LinkStatusSection';
import { QueryView } from './QueryView';

/** /profile/organisations: my links and their validation status, and a request to be linked to another organisation. */
export function OrganisationsTab() {
  return (
    <>
      <QueryView query={useMyIdentity()}>{({ linked_organisations }) => <LinkStatusSection links={linked_organisations} />}</QueryView>
      <LinkRequestForm />
    </>
  );
}
