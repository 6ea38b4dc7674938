import { useMyIdentity } from '../../api/profile/my-identity';
import { DroitsSection } from './DroitsSection';
import { LinkRolesSection } from './LinkRolesSection';
import { PorteurSection } from './PorteurSection';
import { QueryView } from './QueryView';

/** /profile/roles: the rights I hold, the project-holder role, and my roles per organisation. */
export function RolesTab() {
  return (
    <QueryView query={useMyIdentity()}>
      {({ user, linked_organisations }) => (
        <>
          <DroitsSection droits={user.droits} />
          <PorteurSection contact={user} />
          <LinkRolesSection contactId={user.id} links={linked_organisations} />
        </>
      )}
    </QueryView>
  );
}
