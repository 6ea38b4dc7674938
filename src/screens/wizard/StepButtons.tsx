import { useTranslation } from 'react-i18next';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

/**
 * "Précédent" (no save: the statechart goes back if the guard opens the previous screen) and the
 * form's submit, "Enregistrer et continuer".
 */
export function StepButtons({ busy, submitLabel, previous = true }: { busy: boolean; submitLabel?: string; previous?: boolean }) {
  const { t } = useTranslation('wizard');
  const { flow } = useWizard();
  return (
    <div className={styles.buttons}>
      {previous && (
        <button type="button" className="btn" onClick={() => flow.previous()}>
          {t('buttons.previous')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('buttons.saving') : (submitLabel ?? t('buttons.saveAndContinue'))}
      </button>
    </div>
  );
}
