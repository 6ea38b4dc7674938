import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactAddPayload } from '../../../domain/schemas/contacts';
import { addContact, contactKeys } from '../../api/contacts/contacts';
import { notifySuccess } from '../../layout/notify';
import { ContactForm } from './ContactForm';
import { emptyContactForm } from './form-values';
import { organisationContactsPath } from './organisation-path';

const route = getRouteApi('/app/contact/add');

/**
 * /contact/add: a new contact. Sent from an organisation's contacts tab (?organisationId=&typeContactId=), the
 * contact is linked to it in the same call and the user returns to that tab.
 */
export function ContactAddScreen() {
  const { t } = useTranslation('contacts');
  const { organisationId, typeContactId } = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linkTo = organisationId !== undefined && typeContactId !== undefined ? { organisationId, typeContactId } : undefined;
  const save = async (payload: ContactAddPayload) => {
    const contact = await addContact({ ...payload, ...(linkTo ? { organisation: linkTo } : {}) });
    await queryClient.invalidateQueries({ queryKey: contactKeys.all });
    notifySuccess(t('saved.added'));
    const organisation = contact.x_organisations?.find((link) => link.organisation_id === linkTo?.organisationId);
    if (organisation) {
      await navigate({ href: organisationContactsPath({ id: organisation.organisation_id, TypeOrganisationId: organisation.TypeOrganisationId }) });
    } else {
      await navigate({ to: '/contact/$contactId', params: { contactId: String(contact.id) } });
    }
  };
  return (
    <section aria-labelledby="contact-add-title">
      <h1 id="contact-add-title">{t('titles.add')}</h1>
      <ContactForm schema={ContactAddPayload} defaultValues={emptyContactForm()} onSave={save} onCancel={() => void navigate({ to: '/contact' })} />
    </section>
  );
}
