import { DroitsSection } from './DroitsSection';
import { LinkRolesSection } from './LinkRolesSection';
import { PorteurSection } from './PorteurSection';
import { WithMyIdentity } from './WithMyIdentity';

/** /profile/roles: the rights I hold, the project-holder role, and my roles per organisation. */
export function RolesTab() {
  return (
    <WithMyIdentity>
      {({ user, linked_organisations }) => (
        <>
          <DroitsSection droits={user.droits} />
          <PorteurSection contact={user} />
          <LinkRolesSection contactId={user.id} links={linked_organisations} />
        </>
      )}
    </WithMyIdentity>
  );
}
