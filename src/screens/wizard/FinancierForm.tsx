import type { FieldErrors } from 'react-hook-form';
import { validate } from 'superstruct';
import { useTranslation } from 'react-i18next';
import { financialBreakdown, voucherProblems } from '../../../domain/financing';
import { ConfigureFinancierPayload } from '../../../domain/schemas/wizard';
import type { Consumption } from '../../../domain/wire/wizard';
import { useConfigureFinancier, useConsumption } from '../../api/wizard/configure-financier';
import { useTypesAide } from '../../api/wizard/types-aide';
import { TextField } from '../../forms/TextField';
import { formatAmountInput } from '../../i18n/format';
import { Breakdown, ConsumptionLimits } from './FinancierFigures';
import type { DossierDataFormProps } from './dossier-data-form';
import { useDossierSave } from './useDossierSave';
import styles from './Step.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

interface FinancierValues {
  montantTotal: string;
  montantCheque: string;
  version: number;
}

/**
 * After the payload's rules, the voucher limits once they are known: every problem shows once, under its
 * field, as the server would answer it (its 400 lands on the same field).
 */
function limitProblems(limits: Consumption | undefined) {
  return ({ montantCheque }: ConfigureFinancierPayload): FieldErrors<FinancierValues> => {
    const problems = limits ? voucherProblems(montantCheque, limits) : [];
    return problems.length > 0 ? { montantCheque: { type: 'limits', message: problems.join(' ') } } : {};
  };
}

/** Both amounts as the payload reads them, or null while either is missing, half typed or out of its rules. */
function validAmounts(montantTotal: string, montantCheque: string) {
  const [error, payload] = validate({ montantTotal, montantCheque }, ConfigureFinancierPayload, { coerce: true });
  return error ? null : payload;
}

/** The total and the voucher (step 6, and the dossier-edit screen); the share and the public intervention are shown once both amounts are valid. */
export function FinancierForm({ dossier, target, onSaved, Buttons }: DossierDataFormProps) {
  const { t } = useTranslation('wizard');
  const consumption = useConsumption(dossier.id);
  const typeAide = useTypesAide().data?.find((type) => type.id === dossier.typeAideId);
  const limits = consumption.data;
  const { control, register, handleSubmit, setError, watch, formState } = useSchemaForm<FinancierValues, ConfigureFinancierPayload>(ConfigureFinancierPayload, {
    mode: 'onTouched',
    refine: limitProblems(limits),
    values: { montantTotal: formatAmountInput(dossier.montants.montantTotal), montantCheque: formatAmountInput(dossier.montants.montantCheque), version: dossier.version },
  });
  const configure = useConfigureFinancier(dossier.id, target);
  const { busy, run } = useDossierSave(dossier.id, onSaved, setError, ['montantTotal', 'montantCheque']);
  const amounts = validAmounts(watch('montantTotal'), watch('montantCheque'));
  return (
    <>
      {limits && <ConsumptionLimits consumption={limits} />}
      <form className={styles.form} onSubmit={handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate>
        <ErrorSummary control={control} />
        <div className={styles.grid}>
          <TextField label={t('financier.montantTotal')} inputMode="decimal" autoComplete="off" error={formState.errors.montantTotal?.message} {...register('montantTotal')} />
          <TextField label={t('financier.montantCheque')} inputMode="decimal" autoComplete="off" error={formState.errors.montantCheque?.message} {...register('montantCheque')} />
        </div>
        <div aria-live="polite">
          {typeAide && amounts && <Breakdown breakdown={financialBreakdown(amounts.montantTotal, amounts.montantCheque, typeAide.tauxInterventionPublique)} />}
        </div>
        <Buttons busy={busy} formState={formState} />
      </form>
    </>
  );
}
