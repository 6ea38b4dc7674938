import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CODES_NACE_SUPPLEMENTAIRES_MAX, ConfigureSpecificitesPayload } from '../../../domain/schemas/wizard';
import { useConfigureSpecificites, usePossiblePreviousDossiers } from '../../api/wizard/configure-specificites';
import { CheckboxGroupField } from '../../forms/ChoiceList';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { formatDate } from '../../i18n/format';
import { idValue } from './organisation-choices';
import type { DossierDataFormProps } from './dossier-data-form';
import { useDossierSave } from './useDossierSave';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface SpecificitesValues {
  dossierPrealableId: string;
  justificatifDocumentIds: string[];
  codesNaceSupplementaires: string[];
  version: number;
}

/** The codes are typed in one field, separated by commas or spaces; the payload wants a list. */
const splitCodes = (typed: string | string[]) => (Array.isArray(typed) ? typed : typed.split(/[\s,;]+/).filter(Boolean));

/** The list's own message, or the first code's, naming the code. */
function naceMessage(errors: FieldErrors<SpecificitesValues>['codesNaceSupplementaires'], codes: readonly string[]) {
  if (!errors) return undefined;
  if (errors.message) return errors.message;
  const index = Array.isArray(errors) ? errors.findIndex(Boolean) : -1;
  return index >= 0 ? `${codes[index]} : ${(errors as Array<{ message?: string } | undefined>)[index]?.message}` : undefined;
}

/** A prerequisite dossier with the documents that justify it, and extra NACE codes (step 7, and the dossier-edit screen). */
export function SpecificitesForm({ dossier, target, onSaved, Buttons }: DossierDataFormProps) {
  const { t } = useTranslation('wizard');
  const previous = usePossiblePreviousDossiers(dossier.id);
  const { specificites } = dossier;
  const form = useSchemaForm<SpecificitesValues, ConfigureSpecificitesPayload>(ConfigureSpecificitesPayload, {
    values: {
      dossierPrealableId: idValue(specificites.dossierPrealableId),
      justificatifDocumentIds: specificites.justificatifDocumentIds.map(String),
      codesNaceSupplementaires: specificites.codesNaceSupplementaires,
      version: dossier.version,
    },
  });
  const configure = useConfigureSpecificites(dossier.id, target);
  const { busy, run } = useDossierSave(dossier.id, onSaved, form.setError, ['dossierPrealableId', 'justificatifDocumentIds', 'codesNaceSupplementaires']);
  const chosen = previous.data?.find((d) => d.id === Number(form.watch('dossierPrealableId')));
  const errors = form.formState.errors;
  const prealableField = form.register('dossierPrealableId', { onChange: () => form.setValue('justificatifDocumentIds', []) });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate>
      <ErrorSummary control={form.control} />
      <SelectField
        label={t('specificites.dossierPrealable')}
        placeholder={t('specificites.noPrealable')}
        options={(previous.data ?? []).map((d) => ({ value: d.id, label: [d.reference, d.titre, d.statut, formatDate(d.createdAt)].filter(Boolean).join(' · ') }))}
        error={errors.dossierPrealableId?.message}
        {...prealableField}
      />
      {chosen && (
        <Controller
          control={form.control}
          name="justificatifDocumentIds"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              legend={t('specificites.justificatifs', { reference: chosen.reference })}
              hint={chosen.documents.length === 0 ? t('specificites.noDocument') : undefined}
              choices={chosen.documents.map((d) => ({ value: d.id, label: d.nom }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <TextField
        label={t('specificites.codesNace')}
        hint={t('specificites.codesNaceHint', { max: CODES_NACE_SUPPLEMENTAIRES_MAX })}
        autoComplete="off"
        error={naceMessage(errors.codesNaceSupplementaires, form.watch('codesNaceSupplementaires'))}
        {...form.register('codesNaceSupplementaires', { setValueAs: splitCodes })}
      />
      <Buttons busy={busy} formState={form.formState} />
    </form>
  );
}
