import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

/** A step without fields of its own (the recap's validation) has nothing to lose. */
const NOTHING_TO_LOSE = { isDirty: false, isSubmitting: false };

/**
 * "Précédent" (no save: the statechart goes back if the guard opens the previous screen) and the
 * form's submit, "Enregistrer et continuer". Given the step form's state, they also keep its unsaved
 * changes: leaving the step by any way but the save asks first.
 */
export function StepButtons({
  busy,
  submitLabel,
  previous = true,
  formState = NOTHING_TO_LOSE,
}: {
  busy: boolean;
  submitLabel?: string;
  previous?: boolean;
  formState?: { isDirty: boolean; isSubmitting: boolean };
}) {
  const { t } = useTranslation('wizard');
  const { flow } = useWizard();
  const unsavedDialog = useUnsavedChangesGuard(formState);
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
      {unsavedDialog}
    </div>
  );
}
