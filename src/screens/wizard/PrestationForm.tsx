import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAYS_MAX, DAYS_STEP } from '../../../domain/schemas/form-values';
import { ConfigurePrestationPayload, LINE_MAX_LENGTH, PARAGRAPH_MAX_LENGTH } from '../../../domain/schemas/wizard';
import { useConfigurePrestation } from '../../api/wizard/configure-prestation';
import { DateField } from '../../forms/DateField';
import { TextAreaField } from '../../forms/TextAreaField';
import { TextField } from '../../forms/TextField';
import { formatDate, formatNumber } from '../../i18n/format';
import { SousTraitants, type PrestationValues } from './SousTraitants';
import type { DossierDataFormProps } from './dossier-data-form';
import { useDossierSave } from './useDossierSave';
import styles from './Step.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

const PARAGRAPHS = ['objectifGeneral', 'valeurAjoutee', 'planning'] as const;

/** The performance: what, why, when, how many days, with which subcontractors (step 5, and the dossier-edit screen). */
export function PrestationForm({ dossier, target, onSaved, Buttons }: DossierDataFormProps) {
  const { t } = useTranslation('wizard');
  const { prestation } = dossier;
  const form = useSchemaForm<PrestationValues, ConfigurePrestationPayload>(ConfigurePrestationPayload, {
    values: {
      titre: prestation.titre ?? '',
      objectifGeneral: prestation.objectifGeneral ?? '',
      valeurAjoutee: prestation.valeurAjoutee ?? '',
      dateDebutEstimee: formatDate(prestation.dateDebutEstimee) ?? '',
      dateFinEstimee: formatDate(prestation.dateFinEstimee) ?? '',
      planning: prestation.planning ?? '',
      nombreJours: prestation.nombreJours === null ? '' : (formatNumber(prestation.nombreJours) ?? ''),
      sousTraitants: prestation.sousTraitants,
      version: dossier.version,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const sousTraitants = useFieldArray({ control: form.control, name: 'sousTraitants' });
  const configure = useConfigurePrestation(dossier.id, target);
  const { busy, run } = useDossierSave(dossier.id, onSaved, form.setError, ['titre', ...PARAGRAPHS, 'dateDebutEstimee', 'dateFinEstimee', 'nombreJours', 'sousTraitants']);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate>
      <ErrorSummary control={form.control} />
      <TextField label={t('prestation.titre')} maxLength={LINE_MAX_LENGTH} error={errors.titre?.message} {...register('titre')} />
      {PARAGRAPHS.map((field) => (
        <TextAreaField key={field} label={t(`prestation.${field}`)} maxLength={PARAGRAPH_MAX_LENGTH} error={errors[field]?.message} {...register(field)} />
      ))}
      <div className={styles.grid}>
        <DateField label={t('prestation.dateDebutEstimee')} error={errors.dateDebutEstimee?.message} {...register('dateDebutEstimee')} />
        <DateField label={t('prestation.dateFinEstimee')} error={errors.dateFinEstimee?.message} {...register('dateFinEstimee')} />
        <TextField label={t('prestation.nombreJours')} hint={t('prestation.nombreJoursHint', { min: formatNumber(DAYS_STEP), max: DAYS_MAX })} inputMode="decimal" autoComplete="off" error={errors.nombreJours?.message} {...register('nombreJours')} />
      </div>
      <SousTraitants fields={sousTraitants} error={errors.sousTraitants?.root?.message ?? errors.sousTraitants?.message} />
      <Buttons busy={busy} formState={formState} />
    </form>
  );
}
