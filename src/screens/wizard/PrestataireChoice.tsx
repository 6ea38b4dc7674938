import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigurePrestatairePartiallyPayload } from '../../../domain/schemas/wizard';
import { useAvailablePrestataires } from '../../api/organisations/available-prestataires';
import { usePrestataireEligibility } from '../../api/organisations/prestataire-eligibility';
import { useConfigurePrestatairePartially } from '../../api/wizard/configure-prestataire';
import { RadioGroupField } from '../../forms/ChoiceList';
import { TextField } from '../../forms/TextField';
import { Eligibility } from './Eligibility';
import { idValue } from './organisation-choices';
import { StepButtons } from './StepButtons';
import { useStepSave } from './useStepSave';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';
import { formatBce } from '../../i18n/format';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

interface ChoiceValues {
  prestataireOrganisationId: string;
  version: number;
}

/** The initiation's provider: found by name or company number; saving it sends the dossier to that provider. */
export function PrestataireChoice() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const [typed, setTyped] = useState('');
  const [recherche, setRecherche] = useState('');
  const prestataires = useAvailablePrestataires(dossier.id, recherche);
  const { control, register, handleSubmit, setError, watch, formState } = useSchemaForm<ChoiceValues, ConfigurePrestatairePartiallyPayload>(ConfigurePrestatairePartiallyPayload, {
    values: { prestataireOrganisationId: idValue(dossier.prestataire?.id), version: dossier.version },
  });
  const configure = useConfigurePrestatairePartially(dossier.id);
  const { busy, run } = useStepSave(setError, ['prestataireOrganisationId']);
  const eligibility = usePrestataireEligibility(Number(watch('prestataireOrganisationId')) || null);
  const choices = (prestataires.data ?? []).map((o) => ({ value: o.id, label: o.nom, detail: formatBce(o.NumeroBCE) ?? undefined }));
  return (
    <>
      <form role="search" aria-label={t('prestataire.search')} className={`${styles.fieldset} ${styles.search}`} onSubmit={(event) => {
          event.preventDefault();
          setRecherche(typed.trim());
        }}
      >
        <TextField label={t('prestataire.searchLabel')} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        <div>
          <button type="submit" className="btn">
            {t('beneficiaire.searchButton')}
          </button>
        </div>
      </form>
      <form className={styles.form} onSubmit={handleSubmit((payload) => run(() => configure.mutateAsync(payload)))} noValidate aria-label={t('steps.prestataire')}>
        <ErrorSummary control={control} />
        <div aria-live="polite">
          {prestataires.isFetching && <p className={styles.muted}>{t('search.searching')}</p>}
          {prestataires.data?.length === 0 && <p>{t('search.none')}</p>}
        </div>
        {choices.length > 0 && (
          <RadioGroupField legend={t('prestataire.organisation')} choices={choices} registration={register('prestataireOrganisationId')} error={formState.errors.prestataireOrganisationId?.message} />
        )}
        <Eligibility answer={eligibility.data} pending={eligibility.isFetching} />
        <p className="notice">{t('prestataire.sendNotice')}</p>
        <StepButtons busy={busy} submitLabel={t('prestataire.send')} formState={formState} />
      </form>
    </>
  );
}
