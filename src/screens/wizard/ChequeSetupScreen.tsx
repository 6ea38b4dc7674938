import { useTranslation } from 'react-i18next';
import type { WizardKind } from '../../../domain/wizard-steps';
import { AddDossierPayload } from '../../../domain/schemas/wizard';
import { dossierCreationOrganisations } from '../../../machines/access/dossierCreation';
import { useAddDossier } from '../../api/wizard/add-dossier';
import { failureOf } from '../../api/errors';
import { SelectField } from '../../forms/SelectField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import { showSaveFailure } from '../../forms/save-failure';
import { StepSection } from './StepSection';
import { TypeAideChoices } from './TypeAideChoices';
import { useWizardFlow } from './useWizardFlow';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface SetupValues {
  typeAideId: string;
  organisationId?: string;
}

/** '' of both wizards: the voucher is chosen and the dossier created; the statechart then opens its step 1. */
export function ChequeSetupScreen({ wizard }: { wizard: WizardKind }) {
  const { t } = useTranslation('wizard');
  const flow = useWizardFlow(wizard, 'chequeSetup', null);
  const session = useSession((s) => s.context);
  const caller = sessionCaller(session);
  // The organisation the dossier is filed for, asked only of a user who may file for several.
  const organisations = (caller ? dossierCreationOrganisations(caller) : []).map((id) => ({
    value: id,
    label: session.linkedOrganisations.find((l) => l.id === id)?.nom ?? String(id),
  }));
  const add = useAddDossier();
  const { control, register, handleSubmit, setError, formState } = useSchemaForm<SetupValues, AddDossierPayload>(AddDossierPayload);
  const unsavedDialog = useUnsavedChangesGuard(formState);
  // Awaited by the form, which stays "submitting" until the statechart has opened the new dossier.
  const create = (payload: AddDossierPayload) =>
    add.mutateAsync(payload).then(
      (detail) => flow.created(detail),
      (error) => showSaveFailure(failureOf(error), { setError, fieldNames: ['typeAideId', 'organisationId'] }),
    );
  return (
    <article aria-labelledby="wizard-title">
      <h1 id="wizard-title">{t(`${wizard}.title`)}</h1>
      <div className="panel">
        <StepSection title={t('setup.title')} intro={t(`setup.intro.${wizard}`)}>
          <form className={styles.form} onSubmit={handleSubmit(create)} noValidate>
            <ErrorSummary control={control} />
            {organisations.length > 1 && (
              <SelectField
                label={t(`setup.organisation.${wizard}`)}
                placeholder={t('choose')}
                options={organisations}
                error={formState.errors.organisationId?.message}
                {...register('organisationId', { setValueAs: (value: string) => value || undefined })}
              />
            )}
            <TypeAideChoices registration={register('typeAideId')} error={formState.errors.typeAideId?.message} />
            <div className={styles.buttons}>
              <button type="submit" className="btn btn-primary" disabled={add.isPending}>
                {add.isPending ? t('buttons.saving') : t('setup.create')}
              </button>
            </div>
            {unsavedDialog}
          </form>
        </StepSection>
      </div>
    </article>
  );
}
