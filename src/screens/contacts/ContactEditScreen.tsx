import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactUpdatePayload } from '../../../domain/schemas/contacts';
import { contactDetailQuery, contactKeys, updateContact } from '../../api/contacts/contacts';
import { failureOf } from '../../api/errors';
import { notifyInfo, notifySuccess } from '../../layout/notify';
import { useSession } from '../../session/SessionContext';
import { ContactForm } from './ContactForm';
import { contactFormValues } from './form-values';

const route = getRouteApi('/app/contact/$contactId/modifier');

/** /contact/{id}/modifier: the contact's form; a contact editing itself may also set a new password. */
export function ContactEditScreen() {
  const { t } = useTranslation('contacts');
  const id = Number(route.useParams().contactId);
  const { data: contact } = useSuspenseQuery(contactDetailQuery(id));
  const userId = useSession((s) => s.context.user?.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const summary = () => navigate({ to: '/contact/$contactId', params: { contactId: String(id) } });
  const save = async (payload: ContactUpdatePayload) => {
    try {
      const saved = await updateContact(id, payload);
      queryClient.setQueryData(contactKeys.detail(id), saved);
    } catch (error) {
      // Someone saved the contact meanwhile: its new data come in (the form starts again from them), and the user is told.
      if (failureOf(error).status === 409) {
        await queryClient.invalidateQueries({ queryKey: contactKeys.detail(id) });
        notifyInfo(t('saved.conflict'));
        return;
      }
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: ['contacts', 'list'] });
    notifySuccess(t('saved.updated'));
    await summary();
  };
  return (
    <section aria-labelledby="contact-edit-title">
      <h1 id="contact-edit-title">
        {contact.Prenom} {contact.Nom}
      </h1>
      <ContactForm
        key={contact.version}
        schema={ContactUpdatePayload}
        defaultValues={contactFormValues(contact)}
        withPassword={userId === contact.id}
        onSave={save}
        onCancel={() => void summary()}
      />
    </section>
  );
}
