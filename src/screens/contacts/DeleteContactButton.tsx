import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactWire } from '../../../domain/wire/contacts';
import { contactKeys, deleteContact } from '../../api/contacts/contacts';
import { failureOf } from '../../api/errors';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import styles from './ContactSummaryScreen.module.css';

/** Deletes the contact after asking; the server's refusal (still linked) is shown where the button is. */
export function DeleteContactButton({ contact }: { contact: ContactWire }) {
  const { t } = useTranslation('contacts');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteContact(contact.id, contact.version);
      queryClient.removeQueries({ queryKey: contactKeys.detail(contact.id) });
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      notifySuccess(t('delete.done'));
      await navigate({ to: '/contact' });
    } catch (error) {
      setRefusal(failureOf(error).message ?? t('errors:generic'));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        {t('detail.delete')}
      </button>
      {refusal && (
        <p className={styles.refusal} role="alert">
          <strong>{t('delete.refused')} : </strong>
          {refusal}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('delete.title')}
          text={t('delete.text', { nom: `${contact.Prenom} ${contact.Nom}` })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          tone="danger"
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
