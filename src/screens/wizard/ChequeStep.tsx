import { useTranslation } from 'react-i18next';
import { UpdateTypeAidePayload } from '../../../domain/schemas/wizard';
import { updateTypeAide } from '../../api/wizard/update-type-aide';
import { StepButtons } from './StepButtons';
import { StepSection } from './StepSection';
import { TypeAideChoices } from './TypeAideChoices';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface ChequeValues {
  typeAideId: string;
  version: number;
}

/** Step 1: the voucher the dossier is filed against, which may still change here. */
export function ChequeStep() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const { control, register, handleSubmit, setError, formState } = useSchemaForm<ChequeValues, UpdateTypeAidePayload>(UpdateTypeAidePayload, {
    values: { typeAideId: dossier.typeAideId === null ? '' : String(dossier.typeAideId), version: dossier.version },
  });
  const { busy, run } = useStepSave(setError, ['typeAideId']);
  return (
    <StepSection title={t('steps.cheque')} intro={t('cheque.intro')}>
      <form className={styles.form} onSubmit={handleSubmit((payload) => run(() => updateTypeAide(dossier.id, payload)))} noValidate>
        <ErrorSummary control={control} />
        <TypeAideChoices registration={register('typeAideId')} error={formState.errors.typeAideId?.message} />
        <StepButtons busy={busy} previous={false} formState={formState} />
      </form>
    </StepSection>
  );
}
