import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { validate } from 'superstruct';
import { useTranslation } from 'react-i18next';
import { financialBreakdown, voucherLimitProblems } from '../../../domain/financing';
import { Amount } from '../../../domain/schemas/form-values';
import { ConfigureFinancierPayload } from '../../../domain/schemas/wizard';
import { useConfigureFinancier, useConsumption } from '../../api/wizard/configure-financier';
import { useTypesAide } from '../../api/wizard/types-aide';
import { TextField } from '../../forms/TextField';
import { formatNumber } from '../../i18n/format';
import { Breakdown, ConsumptionLimits } from './FinancierFigures';
import { StepButtons } from './StepButtons';
import { StepSection } from './StepSection';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

interface FinancierValues {
  montantTotal: string;
  montantCheque: string;
  version: number;
}

/** What the user typed as an amount, read as the payload reads it; null until it is one. */
const amountOf = (typed: string) => validate(typed, Amount, { coerce: true })[1] ?? null;

const typedAmount = (amount: number | null) => (amount === null ? '' : (formatNumber(amount) ?? ''));

/** Step 6: the total and the voucher; the share, public intervention and limits are shown as they are typed. */
export function FinancierStep() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const consumption = useConsumption(dossier.id);
  const typeAide = useTypesAide().data?.find((type) => type.id === dossier.typeAideId);
  const { register, handleSubmit, setError, watch, formState } = useForm<FinancierValues, unknown, ConfigureFinancierPayload>({
    resolver: superstructResolver(ConfigureFinancierPayload, { coerce: true }),
    values: { montantTotal: typedAmount(dossier.montants.montantTotal), montantCheque: typedAmount(dossier.montants.montantCheque), version: dossier.version },
  });
  const configure = useConfigureFinancier(dossier.id);
  const { busy, run } = useStepSave(setError, ['montantTotal', 'montantCheque']);
  const total = amountOf(watch('montantTotal'));
  const cheque = amountOf(watch('montantCheque'));
  const limits = consumption.data;
  const problems =
    cheque !== null && limits
      ? voucherLimitProblems(
          cheque,
          { maxParDossier: limits.montantMaximumParDossier, plafondAnnuel: limits.annuel.plafond, plafondTroisAns: limits.troisAns.plafond },
          { annee: limits.annuel.consomme, troisAns: limits.troisAns.consomme },
        )
      : [];
  return (
    <StepSection title={t('steps.financier')} intro={t('financier.intro')}>
      {limits && <ConsumptionLimits consumption={limits} />}
      <form className={styles.form} onSubmit={handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate>
        <div className={styles.grid}>
          <TextField label={t('financier.montantTotal')} inputMode="decimal" autoComplete="off" error={formState.errors.montantTotal?.message} {...register('montantTotal')} />
          <TextField label={t('financier.montantCheque')} inputMode="decimal" autoComplete="off" error={formState.errors.montantCheque?.message} {...register('montantCheque')} />
        </div>
        <div aria-live="polite">
          {problems.length > 0 && (
            <ul className="notice">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
        {typeAide && total !== null && cheque !== null && <Breakdown breakdown={financialBreakdown(total, cheque, typeAide.tauxInterventionPublique)} />}
        <StepButtons busy={busy} formState={formState} />
      </form>
    </StepSection>
  );
}
