import { useTranslation } from 'react-i18next';
import { TYPE_PME_LABELS, TypePme } from '../../../domain/organisation-types';
import { PmeInput } from '../../../domain/schemas/organisation-add';
import { DateField } from '../../forms/DateField';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { formatAmountInput, formatDate } from '../../i18n/format';
import { StepButtons, StepFrame } from './StepFrame';
import styles from './OrganisationWizard.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface PmeValues {
  typePme: string;
  pmeChiffreAffaire: string;
  pmeNombreEmploye: string;
  pmeDateCreation: string;
}

const values = (saved: PmeInput | null, dateCreation: string | null): PmeValues => ({
  typePme: saved ? String(saved.typePme) : '',
  pmeChiffreAffaire: formatAmountInput(saved?.pmeChiffreAffaire),
  pmeNombreEmploye: formatAmountInput(saved?.pmeNombreEmploye),
  // The register's creation date, when it gives one, is the likely answer.
  pmeDateCreation: formatDate(saved?.pmeDateCreation ?? dateCreation) ?? '',
});

/** Step 2: the SME data, checked with the SME type rule (domain/sme.ts) on the field concerned. */
export function PmeStep({ saved, dateCreation, refusal, onSave, onPrevious }: { saved: PmeInput | null; dateCreation: string | null; refusal: string | null; onSave: (pme: PmeInput) => void; onPrevious: () => void }) {
  const { t } = useTranslation('organisationWizard');
  const { control, register, handleSubmit, formState } = useSchemaForm<PmeValues, PmeInput>(PmeInput, {
    defaultValues: values(saved, dateCreation),
  });
  const { errors } = formState;
  return (
    <StepFrame step="pme" refusal={refusal}>
      <form onSubmit={handleSubmit(onSave)} noValidate aria-label={t('steps.pme')} className={styles.step}>
        <ErrorSummary control={control} />
        <div className={styles.grid}>
          <SelectField
            label={t('pme.typePme')}
            placeholder={t('pme.choose')}
            options={Object.values(TypePme).map((id) => ({ value: id, label: TYPE_PME_LABELS[id] }))}
            error={errors.typePme?.message}
            {...register('typePme')}
          />
          <DateField label={t('pme.pmeDateCreation')} error={errors.pmeDateCreation?.message} {...register('pmeDateCreation')} />
          <TextField label={t('pme.pmeChiffreAffaire')} inputMode="decimal" autoComplete="off" error={errors.pmeChiffreAffaire?.message} {...register('pmeChiffreAffaire')} />
          <TextField label={t('pme.pmeNombreEmploye')} inputMode="decimal" autoComplete="off" error={errors.pmeNombreEmploye?.message} {...register('pmeNombreEmploye')} />
        </div>
        <StepButtons onPrevious={onPrevious} />
      </form>
    </StepFrame>
  );
}
