import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TypeContact } from '../../../domain/contact-types';
import { TypeOrganisation } from '../../../domain/organisation-types';
import { expertCoverageProblems } from '../../../domain/expert-coverage';
import { ConfigureCompetencesPayload } from '../../../domain/schemas/wizard';
import { useAvailableExperts } from '../../api/contacts/available-experts';
import { useAvailableCompetences, useConfigureCompetences } from '../../api/wizard/configure-competences';
import { CheckboxGroupField } from '../../forms/ChoiceList';
import { CompetenceShares, type CompetencesValues } from './CompetenceShares';
import { StepButtons } from './StepButtons';
import { StepSection } from './StepSection';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

/** Step 4: the competences the performance uses, with their share, and the provider's experts who hold them. */
export function CompetencesStep() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const available = useAvailableCompetences(dossier.id);
  const form = useSchemaForm<CompetencesValues, ConfigureCompetencesPayload>(ConfigureCompetencesPayload, {
    values: {
      competences: dossier.x_competences.map((c) => ({ competenceId: String(c.id), pourcentage: String(c.pourcentage) })),
      expertContactIds: dossier.x_contacts
        .filter((c) => c.TypeOrganisationId === TypeOrganisation.PRESTATAIRE && c.TypeContactId === TypeContact.EXPERT)
        .map((c) => String(c.ContactId)),
      version: dossier.version,
    },
  });
  const shares = useFieldArray({ control: form.control, name: 'competences' });
  const chosenIds = form.watch('competences').map((c) => Number(c.competenceId));
  const experts = useAvailableExperts(dossier.id, chosenIds);
  const configure = useConfigureCompetences(dossier.id);
  const { busy, run } = useStepSave(form.setError, ['competences', 'expertContactIds']);
  const expertChoices = (experts.data ?? []).map((expert) => ({
    value: expert.id,
    label: `${expert.Prenom} ${expert.Nom}`,
    detail: expert.competences.map((c) => c.libelle).join(', '),
  }));
  const chosenExperts = (experts.data ?? []).filter((expert) => form.watch('expertContactIds').includes(String(expert.id)));
  // Shown as the choice is made (a missing expert is the field's own error); the server refuses the same problems.
  const coverage = expertCoverageProblems(
    (available.data ?? []).filter((c) => chosenIds.includes(c.id)),
    chosenExperts.map((expert) => ({ nom: `${expert.Prenom} ${expert.Nom}`, competenceIds: expert.competences.map((c) => c.id) })),
  );
  if (available.isPending) return <p>{t('common:loading')}</p>;
  return (
    <StepSection title={t('steps.competences')} intro={t('competences.intro')}>
      <form className={styles.form} onSubmit={form.handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate>
        <ErrorSummary control={form.control} />
        <CompetenceShares form={form} shares={shares} available={available.data ?? []} />
        <Controller
          control={form.control}
          name="expertContactIds"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              legend={t('competences.experts')}
              hint={chosenIds.length === 0 ? t('competences.expertsHint') : undefined}
              choices={expertChoices}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <div aria-live="polite">
          {chosenIds.length > 0 && chosenExperts.length > 0 && coverage.length > 0 && (
            <ul className="notice">
              {coverage.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
        <StepButtons busy={busy} formState={form.formState} />
      </form>
    </StepSection>
  );
}
