import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useTranslation } from 'react-i18next';
import { AskTextPayload, DOSSIER_TEXT_MAX_LENGTH } from '../../../domain/schemas/dossiers';
import { useAskPrestataire } from '../../api/wizard/ask-prestataire';
import { TextAreaField } from '../../forms/TextAreaField';
import { notifySuccess } from '../../layout/notify';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

interface AskValues {
  askText: string;
  version: number;
}

/**
 * The initiation's recap: the beneficiary sends its request to the provider the dossier went to (askText,
 * e-mailed to the provider's Authority contacts and kept in the dossier's remarks).
 */
export function SendToPrestataire() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const { register, handleSubmit, setError, reset, formState } = useForm<AskValues, unknown, AskTextPayload>({
    resolver: superstructResolver(AskTextPayload, { coerce: true }),
    values: { askText: '', version: dossier.version },
  });
  const ask = useAskPrestataire(dossier.id);
  const { busy, run } = useStepSave(setError, ['askText']);
  // Before the provider step is saved, the dossier has not gone to any provider yet.
  if (!dossier.actions.askPrestataire) return <p className="notice">{t('recap.notSent')}</p>;
  const send = (payload: AskTextPayload) =>
    run(
      () => ask.mutateAsync(payload),
      (fresh) => {
        reset({ askText: '', version: fresh.version });
        notifySuccess(t('recap.sent', { nom: fresh.prestataire?.nom ?? '' }));
      },
    );
  return (
    <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-labelledby="send-title">
      <h3 id="send-title" className={styles.subheading}>
        {t('recap.sendTitle', { nom: dossier.prestataire?.nom ?? '' })}
      </h3>
      <TextAreaField label={t('recap.askText')} hint={t('recap.askTextHint')} maxLength={DOSSIER_TEXT_MAX_LENGTH} error={formState.errors.askText?.message} {...register('askText')} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('buttons.saving') : t('recap.send')}
        </button>
      </div>
    </form>
  );
}
