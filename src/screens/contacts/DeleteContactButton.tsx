import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactWire } from '../../../domain/wire/contacts';
import { contactKeys, deleteContact } from '../../api/contacts/contacts';
import { DeleteAfterAsking } from '../../forms/DeleteAfterAsking';
import { notifySuccess } from '../../layout/notify';
import styles from './ContactSummaryScreen.module.css';

/** Deletes the contact after asking; the server's refusal (still linked) is shown where the button is. */
export function DeleteContactButton({ contact }: { contact: ContactWire }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = async () => {
    await deleteContact(contact.id, contact.version);
    queryClient.removeQueries({ queryKey: contactKeys.detail(contact.id) });
    await queryClient.invalidateQueries({ queryKey: contactKeys.all });
    notifySuccess(t('delete.done'));
    await navigate({ to: '/contact' });
  };
  return (
    <DeleteAfterAsking
      texts={{
        button: t('detail.delete'),
        title: t('delete.title'),
        text: t('delete.text', { nom: `${contact.Prenom} ${contact.Nom}` }),
        confirm: t('delete.confirm'),
        cancel: t('delete.cancel'),
        refused: t('delete.refused'),
      }}
      onConfirm={remove}
      refusalClassName={styles.refusal}
    />
  );
}
