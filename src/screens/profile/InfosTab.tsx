import { useMyContact } from '../../api/profile/my-contact';
import { useSession } from '../../session/SessionContext';
import { ContactDataForm } from './ContactDataForm';
import { NotificationsSection } from './NotificationsSection';
import { PasswordForm } from './PasswordForm';
import { PhotoSection } from './PhotoSection';
import { QueryView } from './QueryView';

/** /profile/infos (the default tab): my data, my photo, my password, e-mail notifications on or off, and which kinds I receive. */
export function InfosTab() {
  // The signed-in frame renders only with a user.
  const contactId = useSession((s) => s.context.user!.id);
  return (
    <QueryView query={useMyContact(contactId)}>
      {(contact) => (
        <>
          <ContactDataForm contact={contact} />
          <PhotoSection contact={contact} />
          <PasswordForm contact={contact} />
          <NotificationsSection contact={contact} />
        </>
      )}
    </QueryView>
  );
}
