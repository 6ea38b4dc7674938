import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDocuments } from '../../api/wizard/submission';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifyError } from '../../layout/notify';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

/**
 * The introduction's final submission (confirm-documents): "only an authority contact of the provider may
 * finish creating a dossier" (spec section 6). The server's actions say whether this user may; the
 * statechart (isProviderAuthority) then opens the confirmation. Others are told why they cannot. Submitting
 * cannot be undone by the provider, so it is asked for once more.
 */
export function SubmitIntroduction() {
  const { t } = useTranslation('wizard');
  const { dossier, flow } = useWizard();
  const confirm = useConfirmDocuments(dossier.id);
  const { busy, run } = useStepSave();
  const [asking, setAsking] = useState(false);
  if (!dossier.actions.submitIntroduction) {
    return (
      <p className="notice" role="note">
        {t('documents.authorityOnly')}
      </p>
    );
  }
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  const submit = () =>
    void run(
      () => confirm.mutateAsync({ version: dossier.version }),
      (fresh) => {
        if (!flow.submitted(fresh)) notifyError(t('documents.authorityOnly'));
      },
    ).finally(() => setAsking(false));
  return (
    <>
      <form onSubmit={ask} className={styles.form} aria-labelledby="submit-title">
        <h3 id="submit-title" className={styles.subheading}>
          {t('documents.submitTitle')}
        </h3>
        <p>{t('documents.submitText')}</p>
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('buttons.saving') : t('documents.submit')}
          </button>
        </div>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('documents.confirmTitle')}
          text={t('documents.confirmText')}
          confirmLabel={t('documents.confirmSubmit')}
          cancelLabel={t('common:cancel')}
          busy={busy}
          onConfirm={submit}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
