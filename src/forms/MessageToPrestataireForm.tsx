import { type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AskTextPayload, DOSSIER_TEXT_MAX_LENGTH } from '../../domain/schemas/dossiers';
import { TextAreaField } from './TextAreaField';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import styles from './MessageToPrestataire.module.css';
import { ErrorSummary } from './ErrorSummary';
import { useSchemaForm } from './useSchemaForm';

interface MessageValues {
  askText: string;
}

/** What the host does with the message; it answers whether it was sent, after which the field empties. */
export type SendMessage = (payload: AskTextPayload, setError: UseFormSetError<MessageValues>) => Promise<boolean>;

/**
 * The beneficiary's message to the provider its dossier went to (POST askPrestataire): from the
 * initiation's recap and from the dossier's remarks. A message changes nothing of the dossier, so it
 * carries no version: a provider saving the dossier meanwhile does not refuse it.
 */
export function MessageToPrestataireForm({ prestataireNom, onSend }: { prestataireNom: string; onSend: SendMessage }) {
  const { t } = useTranslation('wizard');
  const { control, register, handleSubmit, setError, reset, formState } = useSchemaForm<MessageValues, AskTextPayload>(AskTextPayload, { defaultValues: { askText: '' },
  });
  const unsavedDialog = useUnsavedChangesGuard(formState);
  const send = async (payload: AskTextPayload) => {
    if (await onSend(payload, setError)) reset();
  };
  const busy = formState.isSubmitting;
  return (
    <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-labelledby="message-title">
      <ErrorSummary control={control} />
      <h3 id="message-title" className={styles.title}>
        {t('recap.sendTitle', { nom: prestataireNom })}
      </h3>
      <TextAreaField label={t('recap.askText')} hint={t('recap.askTextHint')} maxLength={DOSSIER_TEXT_MAX_LENGTH} error={formState.errors.askText?.message} {...register('askText')} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('buttons.saving') : t('recap.send')}
        </button>
      </div>
      {unsavedDialog}
    </form>
  );
}
